import { useState, type ReactNode } from 'react';
import { Box, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  QUALITY_CONTROL,
  TICKET_TAGS,
  type QualityControl,
  type TicketChanges,
  type TicketDetail,
  type TicketTag,
} from '@makro/domain/tickets';
import { messageOf, useUpdateTicket } from '@/features/tickets/api';
import { AssigneeControl } from '@/features/tickets/assignee';
import { StatusMenu } from '@/features/tickets/status-menu';
import { toast } from '@/lib/notify';

const QC_LABELS: Record<QualityControl, string> = { pass: 'Pass', none: 'None', reject: 'Reject' };
const QC_COLORS: Record<QualityControl, string> = { pass: 'teal', none: 'gray', reject: 'red' };

function Control({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

/** The ticket page's controls: status (within the allowed moves), assignee, tags and quality control. */
export function TicketControls({ ticket }: { ticket: TicketDetail }) {
  const update = useUpdateTicket();
  // Shown at once, then replaced by what the server answers (the page's query is refreshed).
  const [tags, setTags] = useState<TicketTag[]>(ticket.tags);
  const [qc, setQc] = useState<QualityControl>(ticket.quality_control);
  const [shown, setShown] = useState({ tags: ticket.tags, qc: ticket.quality_control });
  if (shown.tags !== ticket.tags || shown.qc !== ticket.quality_control) {
    setShown({ tags: ticket.tags, qc: ticket.quality_control });
    setTags(ticket.tags);
    setQc(ticket.quality_control);
  }

  const change = async (changes: TicketChanges, done: string, undo?: () => void) => {
    try {
      await update.mutateAsync({ ticketNumber: ticket.ticket_number, ticket: changes });
      toast('success', done);
    } catch (error) {
      undo?.();
      toast('error', `${ticket.ticket_number} could not be changed: ${messageOf(error)}`);
    }
  };

  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      <Control label="Status">
        <StatusMenu
          ticketNumber={ticket.ticket_number}
          status={ticket.status}
          next={ticket.next_statuses}
          disabled={update.isPending && update.variables?.ticket.status !== undefined}
          onChange={(status) => void change({ status }, `Status changed to ${status}`)}
        />
      </Control>
      <Control label="Assigned to">
        <AssigneeControl ticketNumber={ticket.ticket_number} assignee={ticket.assigned_to} width={220} />
      </Control>
      <Control label="Quality control">
        <SegmentedControl
          aria-label="Quality control"
          data={QUALITY_CONTROL.map((value) => ({ value, label: QC_LABELS[value] }))}
          value={qc}
          color={QC_COLORS[qc]}
          onChange={(value) => {
            const next = value as QualityControl;
            const before = qc;
            setQc(next);
            void change({ quality_control: next }, `Quality control set to ${QC_LABELS[next]}`, () => setQc(before));
          }}
        />
      </Control>
      <Control label="Tags">
        <MultiSelect
          aria-label="Tags"
          placeholder={tags.length ? undefined : 'No tags'}
          data={[...TICKET_TAGS]}
          value={tags}
          onChange={(value) => {
            const next = value as TicketTag[];
            const before = tags;
            setTags(next);
            void change({ tags: next }, 'Tags saved', () => setTags(before));
          }}
          clearable
          searchable
          miw={260}
          maw={420}
        />
      </Control>
    </Group>
  );
}
