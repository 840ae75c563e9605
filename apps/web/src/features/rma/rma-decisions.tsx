import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { z } from 'zod';
import { RMA_MESSAGES, RmaDecision, deleteRmaRequest, type RmaRow } from '@makro/domain/rma';
import { grants } from '@makro/domain/shared';
import {
  messageOf,
  useDecideRma,
  useDeleteRma,
  type RmaDecisionAnswer,
  type RmaDecisionBody,
} from '@/features/rma/api';
import { approvalFailure, customerName, rmaTypeLabel } from '@/features/rma/rma-format';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';

type RmaLike = Pick<RmaRow, 'id' | 'rma_number' | 'rma_type' | 'customer_firstname' | 'customer_lastname'>;

/** Administrators delete RMA requests (and see the approved tab's Actions column); the server checks again. */
export function useCanDeleteRma(): boolean {
  const { user, permissions } = useSession();
  return grants(deleteRmaRequest.access, permissions, user?.account_type.slug ?? '');
}

export const isExchange = (rma: Pick<RmaRow, 'rma_type'>) => rma.rma_type === 'rma_exchange';

/**
 * Approving: confirmed first (it cannot be undone: the shop order, the ticket, the e-mail), then the server's
 * sentence, or the shop's reason when its order failed. Resolves with the answer, or null when it failed.
 */
export function useApproveRma() {
  const decide = useDecideRma();

  const run = async (rma: RmaLike, body: RmaDecisionBody): Promise<RmaDecisionAnswer | null> => {
    try {
      const answer = await decide.mutateAsync({ id: rma.id, body });
      toast('success', answer.message || RMA_MESSAGES.approved);
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
      const failure = approvalFailure(messageOf(error));
      toast('error', failure.message, failure.title);
      throw error;
    }
  };

  /** Opens the confirmation; `onDone` runs after a successful approval, `onFailed` with the refusal. */
  const confirm = (
    rma: RmaLike,
    body: RmaDecisionBody,
    { onDone, onFailed }: { onDone?: () => void; onFailed?: (error: unknown) => void } = {},
  ) =>
    modals.openConfirmModal({
      title: `Approve ${rma.rma_number}?`,
      centered: true,
      zIndex: 400,
      children: (
        <Text size="sm">
          This approval is irreversible: the {rmaTypeLabel(rma.rma_type)} order is created on the shop, the RMA ticket
          is opened and {customerName(rma)} is e-mailed. It cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Yes, approve it!', cancel: 'Cancel' },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        void run(rma, body).then(
          () => onDone?.(),
          (error: unknown) => onFailed?.(error),
        ),
    });

  return { confirm, pending: decide.isPending };
}

/** Deleting, for administrators, after 'You won't be able to revert this!'. */
export function useDeleteRmaConfirm() {
  const remove = useDeleteRma();
  const confirm = (rma: RmaLike, onDone?: () => void) =>
    modals.openConfirmModal({
      title: `Delete ${rma.rma_number}?`,
      centered: true,
      zIndex: 400,
      children: <Text size="sm">You won&apos;t be able to revert this!</Text>,
      labels: { confirm: 'Yes, delete it!', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(rma.id);
          toast('success', RMA_MESSAGES.removed, 'Deleted!');
          onDone?.();
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          toast('error', `${RMA_MESSAGES.removeFailed}: ${messageOf(error)}`);
        }
      },
    });
  return { confirm, pending: remove.isPending };
}

const Rejection = z.object({
  approval_status: z.literal('rejected'),
  rejection_reason: RmaDecision.shape.rejection_reason.unwrap(),
});

/** Rejecting needs a reason: the customer is told why. */
export function RejectRmaModal({ rma, onClose }: { rma: RmaLike | null; onClose: () => void }) {
  const decide = useDecideRma();
  const form = useContractForm(Rejection, {
    initialValues: { approval_status: 'rejected', rejection_reason: '' },
    enhanceGetInputProps: errorsInWords({ rejection_reason: 'A reason' }),
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (body) => {
    if (!rma) return;
    try {
      const answer = await decide.mutateAsync({ id: rma.id, body });
      toast('success', answer.message);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (!markServerErrors(form, error)) toast('error', messageOf(error), 'Failed to reject RMA Item');
    }
  });

  return (
    <Modal opened={rma !== null} onClose={close} title={`Reject ${rma?.rma_number ?? ''}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            The request of {rma ? customerName(rma) : ''} is refused and they are e-mailed the reason below.
          </Text>
          <Textarea
            label="Reason for rejection"
            required
            rows={4}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('rejection_reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={decide.isPending}>
              Reject RMA
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
