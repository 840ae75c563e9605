import { ActionIcon, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPackageOff, IconTrash } from '@tabler/icons-react';
import type { InventoryItem } from '@makro/domain/inventory';
import { EMPTY_VALUE, StatusBadge } from '@/features/inventory/status-badge';

const COLUMNS = ['Serial Number', 'Part Number', 'Category', 'Module Type', 'Inventory Type', 'Status'];

interface InventoryTableProps {
  items: readonly InventoryItem[] | undefined;
  loading: boolean;
  /** Administrators see the delete icon (spec part 1 §6). */
  canDelete: boolean;
  onView: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
}

function LoadingRows() {
  return Array.from({ length: 8 }, (_, index) => (
    <Table.Tr key={index} data-testid="inventory-row-skeleton">
      {Array.from({ length: COLUMNS.length + 1 }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={12} width={cell === 0 ? '80%' : '60%'} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function EmptyRow() {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMNS.length + 1}>
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconPackageOff size={32} stroke={1.5} />
          <Text fw={600}>No items found</Text>
          <Text size="sm">Try another search, filter or bin.</Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function Cell({ value, mono }: { value: string | null; mono?: boolean }) {
  const text = value?.trim() ? value : null;
  return (
    <Table.Td>
      <Text
        size="sm"
        truncate="end"
        title={text ?? undefined}
        c={text ? undefined : 'dimmed'}
        ff={mono && text ? 'monospace' : undefined}
      >
        {text ?? EMPTY_VALUE}
      </Text>
    </Table.Td>
  );
}

/** Columns Serial Number, Part Number, Category, Module Type, Inventory Type, Status, Actions (spec part 1 §2). */
export function InventoryTable({ items, loading, canDelete, onView, onDelete }: InventoryTableProps) {
  const rows = items?.map((item) => (
    <Table.Tr key={item.id} data-serial={item.serial_number}>
      <Cell value={item.serial_number} mono />
      <Cell value={item.part_number} />
      <Cell value={item.item_category} />
      <Cell value={item.module_type} />
      <Cell value={item.inventory_type} />
      <Table.Td>
        <StatusBadge status={item.status} name={item.status_name} />
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap" justify="flex-end">
          <Tooltip label="View details" withArrow openDelay={300}>
            <ActionIcon
              variant="subtle"
              aria-label={`View details of ${item.serial_number}`}
              onClick={() => onView(item)}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {canDelete && (
            <Tooltip label="Delete" withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${item.serial_number}`}
                onClick={() => onDelete(item)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  ));

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover aria-busy={loading} layout="fixed" striped>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th w={96} ta="right">
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{loading && !items ? <LoadingRows /> : rows?.length ? rows : <EmptyRow />}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
