import { Modal } from '@mantine/core';
import type { ModuleRequest } from '@makro/domain/module-requests';
import { useReplyModuleRequest } from '@/features/module-requests/api';
import { CustomerSummary } from '@/features/module-requests/customer-summary';
import { RichTextReply } from '@/ui/rich-text-reply';

function ReplyForm({ request, onClose }: { request: ModuleRequest; onClose: () => void }) {
  const reply = useReplyModuleRequest();
  return (
    <RichTextReply
      // A reply that could not be sent is kept on the request: it comes back here for the next try.
      initialHtml={request.is_complete ? '' : (request.email_reply ?? '')}
      lastError={request.is_complete ? null : request.reply_error}
      field="module_requests.email_reply"
      labelId="module-request-reply-label"
      summaryTitle="Customer summary"
      summary={<CustomerSummary request={request} />}
      send={(html) => reply.mutateAsync({ id: request.id, html })}
      sending={reply.isPending}
      onClose={onClose}
    />
  );
}

/** Reply by e-mail (spec part 2 §2): the rich-text editor, its HTML preview and the customer's request. */
export function ReplyModal({ request, onClose }: { request: ModuleRequest | null; onClose: () => void }) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Reply to ${request.name}` : 'Reply'}
      size="70rem"
      centered
    >
      {request && <ReplyForm key={request.id} request={request} onClose={onClose} />}
    </Modal>
  );
}
