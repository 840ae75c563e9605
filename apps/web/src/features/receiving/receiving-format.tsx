import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  CARRIER_LABELS,
  RECEIVING_TYPES,
  RECEIVING_TYPE_LABELS,
  carrierOf,
  type ReceivingType,
} from '@makro/domain/receiving';
import { TIPM_TYPES } from '@makro/domain/dashboard';
import { canOpen, findAppRoute } from '@makro/domain/shared';
import { ticketPath, type TicketType } from '@makro/domain/tickets';
import { useSession } from '@/lib/session-store';
import { WHOLE_TEXT } from '@/ui/badge-styles';

export const EMPTY = '----';

export const RECEIVING_TYPE_OPTIONS = RECEIVING_TYPES.map((type) => ({
  value: type,
  label: RECEIVING_TYPE_LABELS[type],
}));

export function ReceivingTypeBadge({ type }: { type: ReceivingType | null }) {
  if (!type)
    return (
      <Badge variant="outline" color="orange" radius="sm" styles={WHOLE_TEXT}>
        Unmatched
      </Badge>
    );
  return (
    <Badge variant="light" color={type === 'core' ? 'grape' : 'blue'} radius="sm" styles={WHOLE_TEXT} tt="none">
      {RECEIVING_TYPE_LABELS[type]}
    </Badge>
  );
}

/** A module type as people say it: a TIPM type code (A1 … P) is "TIPM B"; PCM, FCM, BCM… as they are. */
export const partTypeLabel = (type: string) =>
  (TIPM_TYPES as readonly string[]).includes(type) ? `TIPM ${type}` : type;

/** The part's module type, as the received history shows it next to the part number. */
export function PartTypeBadge({ type }: { type: string | null }) {
  if (!type) return null;
  return (
    <Badge variant="light" color="teal" radius="sm" size="sm" styles={WHOLE_TEXT}>
      {partTypeLabel(type)}
    </Badge>
  );
}

/** A tracking number in a fixed-width font, with the carrier it looks like (a hint, never relied on). */
export function TrackingNumberText({ number }: { number: string | null }) {
  if (!number)
    return (
      <Text size="sm" c="dimmed">
        {EMPTY}
      </Text>
    );
  const carrier = carrierOf(number);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {number}
      </Text>
      {carrier && (
        <Text size="xs" c="dimmed">
          {CARRIER_LABELS[carrier]}
        </Text>
      )}
    </Group>
  );
}

/** A ticket's number, a link to its page for people who may open it. */
export function TicketLink({ number, type }: { number: string; type: TicketType | null }) {
  const { permissions } = useSession();
  const path = type ? ticketPath(type, number) : null;
  const route = path ? findAppRoute(path) : undefined;
  if (!path || !route || !canOpen(route, permissions))
    return (
      <Text size="sm" fw={600}>
        {number}
      </Text>
    );
  return (
    <Anchor component={Link} to={path} fw={600} size="sm">
      {number}
    </Anchor>
  );
}
