import { Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCreditCard, IconEye, IconPencil, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import {
  REFUND_MESSAGES,
  deleteRefundHistory,
  retryRefundPayout,
  updateRefundStatus,
  type RefundHistory,
} from '@makro/domain/refunds';
import { grants } from '@makro/domain/shared';
import {
  messageOf,
  useDeleteRefund,
  useRetryPayout,
  useUpdateRefundStatus,
  type StatusAnswer,
} from '@/features/refunds/api';
import { money } from '@/features/refunds/format';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { RowAction } from '@/ui/row-action';

export type RefundDialog = 'details' | 'edit' | 'transactions';

/** What the signed-in user may do with refunds; the server checks each again. */
export function useRefundPermissions() {
  const { user, permissions } = useSession();
  const accountType = user?.account_type.slug ?? '';
  return {
    canApprove: grants(updateRefundStatus.access, permissions, accountType),
    canRetry: grants(retryRefundPayout.access, permissions, accountType),
    canDelete: grants(deleteRefundHistory.access, permissions, accountType),
    /** The requester edits their own pending request, an administrator any pending one. */
    canEdit: (refund: RefundHistory) =>
      refund.status === 'pending' &&
      (accountType === 'administrator' || (user !== null && refund.requested_by?.id === user.id)),
  };
}

/** After an approval: the server's words, then how each e-mail went. */
function reportApproval({ refund_history: refund, message }: StatusAnswer) {
  // The server's sentence says whether the money went back, is on its way, or failed (and who can retry).
  toast(refund.payout.status === 'failed' ? 'warning' : 'success', message);
  for (const notification of refund.notifications) {
    if (notification.status === 'sent') toast('success', REFUND_MESSAGES.emailSent(notification.email));
  }
  if (refund.notifications.some((notification) => notification.status === 'failed')) {
    toast('error', REFUND_MESSAGES.emailFailed);
  }
}

/** Approve and reject, each confirmed first; from a row or from the details modal. */
export function useRefundDecisions() {
  const decide = useUpdateRefundStatus();

  const run = async (refund: RefundHistory, status: 'approved' | 'rejected', onDone?: () => void) => {
    try {
      const answer = await decide.mutateAsync({ id: refund.id, body: { status } });
      if (status === 'approved') reportApproval(answer);
      else toast('success', answer.message);
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast('error', messageOf(error), REFUND_MESSAGES.updateFailed);
    }
  };

  const confirm = (refund: RefundHistory, status: 'approved' | 'rejected', onDone?: () => void) =>
    modals.openConfirmModal({
      title: status === 'approved' ? `Approve the refund for #${refund.ticket_number}?` : `Reject the request?`,
      centered: true,
      children: (
        <Text size="sm">
          {status === 'approved'
            ? `${money(refund.refund_amount)} goes back to ${refund.customer_name} and both are e-mailed. This cannot be undone.`
            : `The request for #${refund.ticket_number} (${money(refund.refund_amount)}) will not be paid back.`}
        </Text>
      ),
      labels: { confirm: status === 'approved' ? 'Yes, approve it!' : 'Yes, reject it!', cancel: 'Cancel' },
      confirmProps: { color: status === 'approved' ? 'green' : 'red' },
      onConfirm: () => void run(refund, status, onDone),
    });

  return {
    approve: (refund: RefundHistory, onDone?: () => void) => confirm(refund, 'approved', onDone),
    reject: (refund: RefundHistory, onDone?: () => void) => confirm(refund, 'rejected', onDone),
    pending: decide.isPending,
  };
}

/** A row's actions, each shown only to who may use it. */
export function RefundRowActions({
  refund,
  onOpen,
}: {
  refund: RefundHistory;
  onOpen: (dialog: RefundDialog, refund: RefundHistory) => void;
}) {
  const can = useRefundPermissions();
  const decisions = useRefundDecisions();
  const retry = useRetryPayout();
  const remove = useDeleteRefund();
  const ticket = refund.ticket_number;
  const pending = refund.status === 'pending';

  const retryPayout = async () => {
    try {
      const { refund_history: after } = await retry.mutateAsync(refund.id);
      if (after.payout.status === 'refunded') toast('success', REFUND_MESSAGES.refunded(after.ticket_number));
      else if (after.payout.status === 'failed') toast('error', after.payout.error ?? 'The payment failed again.');
      else toast('info', `The refund for #${after.ticket_number} is on its way.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast('error', messageOf(error), REFUND_MESSAGES.updateFailed);
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete the refund request for #${ticket}?`,
      centered: true,
      children: <Text size="sm">You won&apos;t be able to revert this!</Text>,
      labels: { confirm: 'Yes, delete it!', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(refund.id);
          toast('success', `The refund request for #${ticket} has been deleted.`, 'Deleted!');
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          toast('error', messageOf(error));
        }
      },
    });

  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction label={`Details of #${ticket}`} onClick={() => onOpen('details', refund)}>
        <IconEye size={18} />
      </RowAction>
      <RowAction label={`Transactions of #${ticket}`} onClick={() => onOpen('transactions', refund)}>
        <IconCreditCard size={18} />
      </RowAction>
      {can.canEdit(refund) && (
        <RowAction label={`Edit request #${ticket}`} onClick={() => onOpen('edit', refund)}>
          <IconPencil size={18} />
        </RowAction>
      )}
      {pending && can.canApprove && (
        <>
          <RowAction
            label={`Approve #${ticket}`}
            color="green"
            disabled={decisions.pending}
            onClick={() => decisions.approve(refund)}
          >
            <IconCheck size={18} />
          </RowAction>
          <RowAction
            label={`Reject #${ticket}`}
            color="orange"
            disabled={decisions.pending}
            onClick={() => decisions.reject(refund)}
          >
            <IconX size={18} />
          </RowAction>
        </>
      )}
      {refund.status === 'approved' && refund.payout.status === 'failed' && can.canRetry && (
        <RowAction label={`Retry payout of #${ticket}`} disabled={retry.isPending} onClick={() => void retryPayout()}>
          <IconRefresh size={18} />
        </RowAction>
      )}
      {refund.status !== 'approved' && can.canDelete && (
        <RowAction label={`Delete #${ticket}`} color="red" disabled={remove.isPending} onClick={confirmDelete}>
          <IconTrash size={18} />
        </RowAction>
      )}
    </Group>
  );
}
