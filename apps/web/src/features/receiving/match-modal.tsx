import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  MatchReceiptBody,
  RECEIVING_MESSAGES,
  defaultReceivingType,
  type ReceivedHistory,
} from '@makro/domain/receiving';
import { TicketTypeBadge } from '@/features/tickets';
import { messageOf, useMatchReceipt, useReceivingSearch } from '@/features/receiving/api';
import { RECEIVING_TYPE_OPTIONS } from '@/features/receiving/receiving-format';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';

const LABELS = { ticket_number: 'Ticket Number', receiving_type: 'Receiving Type' };

function MatchForm({ entry, onClose }: { entry: ReceivedHistory; onClose: () => void }) {
  const matchReceipt = useMatchReceipt();
  const form = useContractForm(MatchReceiptBody, {
    initialValues: { ticket_number: '', receiving_type: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const typed = String(form.getValues().ticket_number ?? '').trim();
  const [wanted] = useDebouncedValue(typed, 400);
  const lookup = useReceivingSearch(wanted.length >= 3 ? { ticket_number: wanted } : null);
  const ticket = lookup.data?.tickets.find((found) => found.ticket_number.toLowerCase() === wanted.toLowerCase());
  // The ticket's type suggests the receiving type, until someone chooses one.
  const [chosen, setChosen] = useState(false);
  const { setFieldValue } = form;
  useEffect(() => {
    if (ticket && !chosen) setFieldValue('receiving_type', defaultReceivingType(ticket.ticket_type));
  }, [ticket, chosen, setFieldValue]);

  const onSubmit = form.onSubmit(async (body) => {
    try {
      const { message } = await matchReceipt.mutateAsync({ id: entry.id, body });
      toast('success', message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 404) form.setFieldError('ticket_number', error.message);
      else markServerErrors(form, error);
      toast('error', RECEIVING_MESSAGES.ticketUpdateFailed(messageOf(error)));
    }
  });
  const type = form.getInputProps('receiving_type');
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Match parcel to a ticket">
      <Stack gap="sm">
        <Text size="sm">
          Parcel <b>{entry.tracking_number}</b> from {entry.sender_name} came in unmatched. Which ticket is it for?
        </Text>
        <TextInput label={LABELS.ticket_number} required data-autofocus {...form.getInputProps('ticket_number')} />
        {ticket && (
          <Alert variant="light" color="gray" p="xs">
            <Group gap="xs">
              <TicketTypeBadge type={ticket.ticket_type} />
              <Text size="sm" fw={600}>
                {ticket.ticket_number}
              </Text>
              <Text size="sm">{ticket.customer}</Text>
            </Group>
          </Alert>
        )}
        <Select
          label={LABELS.receiving_type}
          required
          data={RECEIVING_TYPE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...type}
          onChange={(value) => {
            setChosen(true);
            form.setFieldValue('receiving_type', value ?? '');
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={matchReceipt.isPending}>
            Match
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An unmatched parcel's entry matched to its ticket: as receiving it on the ticket would have. */
export function MatchModal({ entry, onClose }: { entry: ReceivedHistory | null; onClose: () => void }) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Match to a ticket" centered>
      {entry && <MatchForm entry={entry} onClose={onClose} />}
    </Modal>
  );
}
