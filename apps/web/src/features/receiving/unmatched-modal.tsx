import { useEffect, useRef } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { cleanScannedCode } from '@makro/domain/inventory';
import { RECEIVING_MESSAGES, UnmatchedReceiptBody, parseTrackingNumber } from '@makro/domain/receiving';
import { messageOf, useRecordUnmatched } from '@/features/receiving/api';
import type { ScannedCode } from '@/features/receiving/receive-modal';
import { ScanField } from '@/features/receiving/scan-fields';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { playScanSound } from '@/lib/scan-feedback';

const LABELS = {
  tracking_number: 'Tracking Number',
  sender_name: 'Sender',
  notes: 'Notes',
  serial_number: 'Module Tag',
};

interface UnmatchedFormProps {
  tracking: string;
  scannedTag: ScannedCode | null;
  onClose: () => void;
}

function UnmatchedForm({ tracking, scannedTag, onClose }: UnmatchedFormProps) {
  const record = useRecordUnmatched();
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useContractForm(UnmatchedReceiptBody, {
    initialValues: { tracking_number: tracking, sender_name: '', notes: '', serial_number: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const { setFieldValue } = form;
  useEffect(() => {
    if (scannedTag) setFieldValue('serial_number', scannedTag.code);
  }, [scannedTag, setFieldValue]);
  const onSubmit = form.onSubmit(async (body) => {
    try {
      const { message } = await record.mutateAsync(body);
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
  const field = (name: 'tracking_number' | 'serial_number') => ({
    error: form.getInputProps(name).error,
    value: String(values[name] ?? ''),
    onChange: (value: string) => setFieldValue(name, value),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Record an unmatched parcel">
      <Stack gap="sm">
        <Text size="sm">
          No ticket has this tracking number. Record the parcel so it is not lost: it shows as <b>Unmatched</b> in the
          received history until someone matches it to its ticket.
        </Text>
        <ScanField
          kind="tracking"
          label={LABELS.tracking_number}
          required
          clean={parseTrackingNumber}
          {...field('tracking_number')}
        />
        <TextInput
          label={LABELS.sender_name}
          description="The name on the label"
          required
          data-autofocus
          {...form.getInputProps('sender_name')}
        />
        <Textarea
          label={LABELS.notes}
          rows={2}
          placeholder="What is in the box, any paperwork"
          {...form.getInputProps('notes')}
        />
        <ScanField
          kind="tag"
          label={LABELS.serial_number}
          description="Optional: scan the module's tag."
          clean={cleanScannedCode}
          onScanned={() => submitRef.current?.focus()}
          {...field('serial_number')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={submitRef} type="submit" color="orange" loading={record.isPending}>
            Record Parcel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A parcel whose tracking number matches no ticket, recorded to be matched later. */
export function UnmatchedModal({ opened, ...others }: UnmatchedFormProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={others.onClose} title="Unmatched Parcel" size="lg" centered>
      {opened && <UnmatchedForm {...others} />}
    </Modal>
  );
}
