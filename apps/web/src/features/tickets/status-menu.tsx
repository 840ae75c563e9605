import { Fragment } from 'react';
import { Button, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { WORKFLOW_STAGES, stageOf, type TicketStatus } from '@makro/domain/tickets';
import { TicketStatusBadge, statusColor } from '@/features/tickets/ticket-badges';

/**
 * The ticket's status, and a menu of the statuses it may move to (the transition rule's answer), grouped by
 * workflow stage. Without any, just the badge.
 */
export function StatusMenu({
  ticketNumber,
  status,
  next,
  onChange,
  disabled,
  compact,
}: {
  ticketNumber: string;
  status: TicketStatus;
  next: readonly TicketStatus[];
  onChange: (status: TicketStatus) => void;
  disabled?: boolean;
  /** A row's small badge-like trigger instead of the page's button. */
  compact?: boolean;
}) {
  if (next.length === 0) return <TicketStatusBadge status={status} size={compact ? 'sm' : 'lg'} />;
  const stages = [...new Set(next.map(stageOf))];
  const label = `Change status of ${ticketNumber}`;
  return (
    <Menu position="bottom-start" withinPortal shadow="md" disabled={disabled}>
      <Menu.Target>
        {compact ? (
          <UnstyledButton aria-label={label} disabled={disabled}>
            <TicketStatusBadge status={status} />
          </UnstyledButton>
        ) : (
          <Button
            aria-label={label}
            variant="light"
            color={statusColor(status)}
            rightSection={<IconChevronDown size={14} />}
            loading={disabled}
          >
            {status}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown mah={380} style={{ overflowY: 'auto' }}>
        {stages.map((stage) => (
          <Fragment key={stage}>
            <Menu.Label>{WORKFLOW_STAGES[stage]}</Menu.Label>
            {next
              .filter((candidate) => stageOf(candidate) === stage)
              .map((candidate) => (
                <Menu.Item key={candidate} onClick={() => onChange(candidate)}>
                  {candidate}
                </Menu.Item>
              ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
