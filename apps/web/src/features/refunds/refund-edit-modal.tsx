import { MoneyInput } from '@makro/domain/shared';
import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import {
  REFUND_MESSAGES,
  RefundChanges,
  amountProblem,
  type RefundHistory,
  type RefundReason,
} from '@makro/domain/refunds';
import { messageOf, useUpdateRefund } from '@/features/refunds/api';
import { REASON_OPTIONS } from '@/features/refunds/format';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';

const LABELS = { reason: 'Reason', refund_amount: 'Refund Amount', notes: 'Notes', total_days_rented: 'Days Rented' };

/** The contract's body plus the form's rules: an amount of at least 1, days rented for a rental. */
const EditSchema = RefundChanges.superRefine((value, ctx) => {
  const fields = (value as { refund_history?: Record<string, unknown> }).refund_history ?? {};
  const amount = MoneyInput.safeParse(fields.refund_amount);
  const problem = amount.success ? amountProblem(amount.data, '9999999.99') : null;
  if (problem) {
    ctx.addIssue({ code: 'custom', path: ['refund_history', 'refund_amount'], message: `refund_amount ${problem}` });
  }
  if (fields.reason === 'rental' && (fields.total_days_rented === undefined || fields.total_days_rented === null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['refund_history', 'total_days_rented'],
      message: 'total_days_rented is required',
    });
  }
});

function EditForm({ refund, onClose }: { refund: RefundHistory; onClose: () => void }) {
  const update = useUpdateRefund();
  const form = useContractForm(EditSchema, {
    initialValues: {
      refund_history: {
        reason: refund.reason as RefundReason,
        refund_amount: refund.refund_amount,
        notes: refund.notes,
        total_days_rented: refund.total_days_rented ?? undefined,
      },
    },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const values = form.getValues().refund_history as { reason?: string; total_days_rented?: unknown };
  const isRental = values.reason === 'rental';

  const onSubmit = form.onSubmit(async ({ refund_history: changes }) => {
    try {
      await update.mutateAsync({
        id: refund.id,
        changes: {
          refund_history: {
            ...changes,
            total_days_rented: changes.reason === 'rental' ? changes.total_days_rented : undefined,
          },
        },
      });
      toast('success', `Refund request for ticket #${refund.ticket_number} updated!`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      markServerErrors(form, error);
      toast('error', messageOf(error), REFUND_MESSAGES.updateFailed);
    }
  });

  const days = form.getInputProps('refund_history.total_days_rented');
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Update refund request">
      <Stack gap="sm">
        <Select
          label={LABELS.reason}
          required
          searchable
          data={REASON_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('refund_history.reason')}
        />
        {isRental && (
          <NumberInput
            label={LABELS.total_days_rented}
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...days}
            value={(values.total_days_rented as number | undefined) ?? ''}
            onChange={(value) =>
              form.setFieldValue('refund_history.total_days_rented', value === '' ? undefined : Number(value))
            }
          />
        )}
        <NumberInput
          label={LABELS.refund_amount}
          required
          min={1}
          decimalScale={2}
          allowNegative={false}
          prefix="$"
          thousandSeparator=","
          {...form.getInputProps('refund_history.refund_amount')}
        />
        <Textarea label={LABELS.notes} required rows={3} {...form.getInputProps('refund_history.notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Update refund request": reason, amount and notes (and days for a rental) of a pending request. */
export function RefundEditModal({ refund, onClose }: { refund: RefundHistory | null; onClose: () => void }) {
  return (
    <Modal opened={refund !== null} onClose={onClose} title="Update Refund Request" centered>
      {refund && <EditForm key={refund.id} refund={refund} onClose={onClose} />}
    </Modal>
  );
}
