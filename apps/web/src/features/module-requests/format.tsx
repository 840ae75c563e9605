import { Badge, Stack, Text } from '@mantine/core';
import { MODULE_REQUEST_MESSAGES, conditionLabel, type ModuleRequest } from '@makro/domain/module-requests';
import { WHOLE_TEXT } from '@/ui/badge-styles';

export const EMPTY = '—';

/** The vehicle of a newer request ("2014 Ram 1500"), or null for a legacy one. */
export function vehicleOf(request: Pick<ModuleRequest, 'year' | 'make' | 'model'>): string | null {
  const parts = [request.year, request.make, request.model].filter((part) => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

export function StatusBadge({ request }: { request: ModuleRequest }) {
  return request.is_complete ? (
    <Badge color="teal" variant="light" styles={WHOLE_TEXT}>
      Replied
    </Badge>
  ) : (
    <Badge color="orange" variant="light" styles={WHOLE_TEXT}>
      {MODULE_REQUEST_MESSAGES.waiting}
    </Badge>
  );
}

export function ConditionBadge({ condition }: { condition: string | null }) {
  return (
    <Badge color={condition ? 'makro' : 'gray'} variant={condition ? 'light' : 'outline'} styles={WHOLE_TEXT}>
      {conditionLabel(condition)}
    </Badge>
  );
}

export function ShopBadge({ source }: { source: ModuleRequest['source'] }) {
  return (
    <Badge color={source === 'tipm' ? 'indigo' : 'grape'} variant="dot" styles={WHOLE_TEXT}>
      {source.toUpperCase()}
    </Badge>
  );
}

/** What the customer asked for: the module type (legacy) or the vehicle, with the part number under it. */
export function RequestedModule({ request }: { request: ModuleRequest }) {
  const vehicle = vehicleOf(request);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {[vehicle, request.module_type].filter(Boolean).join(' · ') || EMPTY}
      </Text>
      {request.part_number && (
        <Text size="xs" c="dimmed" ff="monospace">
          {request.part_number}
        </Text>
      )}
    </Stack>
  );
}

export function CustomerLine({ request }: { request: ModuleRequest }) {
  return (
    <Stack gap={0} maw={220}>
      <Text size="sm" fw={500} truncate="end">
        {request.name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={request.email}>
        {request.email}
      </Text>
    </Stack>
  );
}
