import type { ReactNode } from 'react';
import { Badge, Text, type MantineSize } from '@mantine/core';
import { STATUS_NAMES, type InventoryStatus } from '@makro/domain/inventory';

export const EMPTY_VALUE = '----';

const COLORS: Record<InventoryStatus, string> = {
  added_to_inventory: 'blue',
  shipped: 'grape',
  received: 'cyan',
  bin_ready: 'teal',
  converted: 'orange',
};

/** An item's status by its display name (spec part 1 §3: slugs stored, names shown). */
export function StatusBadge({ status, name, size }: { status: string; name?: string; size?: MantineSize }) {
  const known = status in STATUS_NAMES ? (status as InventoryStatus) : null;
  return (
    <Badge
      variant="light"
      color={known ? COLORS[known] : 'gray'}
      radius="sm"
      size={size}
      style={{ textTransform: 'none' }}
    >
      {known ? STATUS_NAMES[known] : name || status}
    </Badge>
  );
}

/** A value, or a dimmed '----' when there is none. */
export const orDash = (value: string | null | undefined): ReactNode =>
  value?.trim() ? (
    value
  ) : (
    <Text c="dimmed" inherit>
      {EMPTY_VALUE}
    </Text>
  );
