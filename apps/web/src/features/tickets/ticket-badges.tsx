import { Badge, Tooltip, type MantineSize } from '@mantine/core';
import { WHOLE_TEXT } from '@/ui/badge-styles';
import {
  MATURITY_THRESHOLDS,
  TICKET_TYPE_INFO,
  stageOf,
  type MaturityLevel,
  type TicketStatus,
  type TicketType,
  type WorkflowStage,
} from '@makro/domain/tickets';

/** One colour per workflow stage, so statuses of the same stage read alike. */
const STAGE_COLORS: Record<WorkflowStage, string> = {
  1: 'yellow',
  2: 'gray',
  3: 'cyan',
  4: 'blue',
  5: 'indigo',
  6: 'violet',
  7: 'grape',
  8: 'pink',
  9: 'orange',
  10: 'red',
  11: 'teal',
  12: 'dark',
};

export const statusColor = (status: TicketStatus) => STAGE_COLORS[stageOf(status)];

export function TicketStatusBadge({ status, size = 'sm' }: { status: TicketStatus; size?: MantineSize }) {
  return (
    <Badge
      variant="light"
      color={statusColor(status)}
      size={size}
      radius="sm"
      styles={WHOLE_TEXT}
      style={{ textTransform: 'none' }}
    >
      {status}
    </Badge>
  );
}

export const MATURITY_COLORS: Record<MaturityLevel, string> = {
  fresh: 'green',
  aging: 'yellow',
  late: 'orange',
  overdue: 'red',
  finished: 'gray',
};

const MATURITY_HINTS: Record<MaturityLevel, string> = {
  fresh: `Open less than ${MATURITY_THRESHOLDS.aging} days`,
  aging: `Open ${MATURITY_THRESHOLDS.aging} days or more`,
  late: `Open ${MATURITY_THRESHOLDS.late} days or more`,
  overdue: `Open ${MATURITY_THRESHOLDS.overdue} days or more`,
  finished: 'Finished',
};

/** The ticket's age in days, coloured as it ages. */
export function MaturityBadge({ maturity }: { maturity: { days: number; level: MaturityLevel } }) {
  return (
    <Tooltip label={MATURITY_HINTS[maturity.level]} withArrow openDelay={300}>
      <Badge
        variant="filled"
        color={MATURITY_COLORS[maturity.level]}
        radius="sm"
        data-level={maturity.level}
        styles={WHOLE_TEXT}
        style={{ textTransform: 'none' }}
      >
        {maturity.days} {maturity.days === 1 ? 'day' : 'days'}
      </Badge>
    </Tooltip>
  );
}

export function TicketTypeBadge({ type }: { type: TicketType }) {
  const info = TICKET_TYPE_INFO[type];
  return (
    <Badge variant="filled" color={info.color} radius="sm" styles={WHOLE_TEXT}>
      {info.label}
    </Badge>
  );
}
