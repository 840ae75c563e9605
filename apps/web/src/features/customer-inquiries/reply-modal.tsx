import { Modal } from '@mantine/core';
import type { CustomerInquiry } from '@makro/domain/customer-inquiries';
import { useUpdateCustomerInquiry } from '@/features/customer-inquiries/api';
import { InquirySummary } from '@/features/customer-inquiries/format';
import { RichTextReply } from '@/ui/rich-text-reply';

/** Reply by e-mail: the shared rich-text reply beside the customer's message. */
export function InquiryReplyModal({ inquiry, onClose }: { inquiry: CustomerInquiry | null; onClose: () => void }) {
  const update = useUpdateCustomerInquiry();
  const waiting = inquiry?.status === 'waiting';
  return (
    <Modal
      opened={inquiry !== null}
      onClose={onClose}
      title={inquiry ? `Reply to ${inquiry.name}` : 'Reply'}
      size="70rem"
      centered
    >
      {inquiry && (
        <RichTextReply
          key={inquiry.id}
          // A reply that could not be sent is kept on the inquiry: it comes back here for the next try.
          initialHtml={waiting ? (inquiry.email_reply ?? '') : ''}
          lastError={waiting ? inquiry.reply_error : null}
          field="customer_inquiries.email_reply"
          labelId="customer-inquiry-reply-label"
          summaryTitle="Customer inquiry"
          summary={<InquirySummary inquiry={inquiry} />}
          send={async (html) => {
            const answer = await update.mutateAsync({
              id: inquiry.id,
              change: { status: 'answered', email_reply: html },
            });
            return answer;
          }}
          sending={update.isPending}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
