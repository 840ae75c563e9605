import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { cleanScannedCode } from '@makro/domain/inventory';
import {
  MarkAsReceivedBody,
  RECEIVING_MESSAGES,
  defaultReceivingType,
  parseTrackingNumber,
  receivingFlags,
  type ReceivingTicket,
  type ReceivingType,
} from '@makro/domain/receiving';
import { TicketTypeBadge } from '@/features/tickets';
import { messageOf, useMarkAsReceived } from '@/features/receiving/api';
import { RECEIVING_TYPE_OPTIONS } from '@/features/receiving/receiving-format';
import { ScanField } from '@/features/receiving/scan-fields';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { playScanSound } from '@/lib/scan-feedback';
import { formatDate } from '@/lib/dates';

const LABELS = {
  receiving_type: 'Receiving Type',
  tracking_number: 'Tracking Number',
  serial_number: 'Module Tag',
};

/** A code scanned while the modal is open but outside its fields (the page's scanner hands it over). */
export interface ScannedCode {
  code: string;
  at: number;
}

interface ReceiveFormProps {
  ticket: ReceivingTicket;
  tracking: string;
  scannedTag: ScannedCode | null;
  onClose: () => void;
}

function ReceiveForm({ ticket, tracking, scannedTag, onClose }: ReceiveFormProps) {
  const receive = useMarkAsReceived();
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useContractForm(MarkAsReceivedBody, {
    initialValues: {
      ticket_number: ticket.ticket_number,
      receiving_type: defaultReceivingType(ticket.ticket_type),
      tracking_number: tracking,
      serial_number: '',
    },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const { setFieldValue } = form;
  useEffect(() => {
    if (scannedTag) setFieldValue('serial_number', scannedTag.code);
  }, [scannedTag, setFieldValue]);

  const onSubmit = form.onSubmit(async (body) => {
    try {
      const { message } = await receive.mutateAsync({ ...body, ...receivingFlags(body.receiving_type) });
      playScanSound('success');
      toast('success', message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      playScanSound('error');
      markServerErrors(form, error);
      toast('error', RECEIVING_MESSAGES.updateFailed(messageOf(error)));
    }
  });
  const values = form.getValues();
  const field = (name: 'tracking_number' | 'serial_number') => {
    const props = form.getInputProps(name);
    return {
      error: props.error,
      value: String(values[name] ?? ''),
      onChange: (value: string) => setFieldValue(name, value),
    };
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Receive ${ticket.ticket_number}`}>
      <Stack gap="sm">
        <Alert variant="light" color="gray" p="sm">
          <Group gap="xs" wrap="wrap">
            <TicketTypeBadge type={ticket.ticket_type} />
            <Text fw={700}>{ticket.ticket_number}</Text>
            <Text size="sm">{ticket.customer}</Text>
            <Text size="sm" c="dimmed">
              opened {formatDate(ticket.created_at)}
            </Text>
          </Group>
          {ticket.part_number && (
            <Text size="sm" mt={4}>
              Expected part: <b>{ticket.part_number}</b>
            </Text>
          )}
          {ticket.last_received && (
            <Text size="sm" mt={4} c="orange.8">
              A parcel ({ticket.last_received.tracking_number}) was already received on{' '}
              {formatDate(ticket.last_received.date_received)}.
            </Text>
          )}
        </Alert>
        <Select
          label={LABELS.receiving_type}
          required
          data={RECEIVING_TYPE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('receiving_type')}
          onChange={(value) => setFieldValue('receiving_type', (value ?? '') as ReceivingType)}
        />
        <ScanField
          kind="tracking"
          label={LABELS.tracking_number}
          required
          clean={parseTrackingNumber}
          {...field('tracking_number')}
        />
        <ScanField
          kind="tag"
          label={LABELS.serial_number}
          description="Optional: scan the module's tag to link it to the ticket (its status becomes Received)."
          placeholder="Scan the module's tag"
          data-autofocus
          clean={cleanScannedCode}
          onScanned={() => submitRef.current?.focus()}
          {...field('serial_number')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={submitRef} type="submit" loading={receive.isPending}>
            Receive
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The receive modal (spec part 2 §2): receiving type and tracking number, both required, and the module's tag. */
export function ReceiveModal({
  ticket,
  ...others
}: Omit<ReceiveFormProps, 'ticket'> & { ticket: ReceivingTicket | null }) {
  return (
    <Modal opened={ticket !== null} onClose={others.onClose} title="Mark as Received" size="lg" centered>
      {ticket && <ReceiveForm ticket={ticket} {...others} />}
    </Modal>
  );
}
