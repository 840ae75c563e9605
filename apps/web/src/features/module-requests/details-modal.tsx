import { Divider, Modal, Stack, Text } from '@mantine/core';
import type { ModuleRequest } from '@makro/domain/module-requests';
import { formatDateTime } from '@/lib/dates';
import { SentReply } from '@/ui/rich-text-reply';
import { CustomerSummary } from '@/features/module-requests/customer-summary';

/** Read-only: the request and, once answered, the reply that was sent (the server's sanitised HTML). */
export function ModuleRequestDetailsModal({
  request,
  onClose,
}: {
  request: ModuleRequest | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={request !== null} onClose={onClose} title="Module Request" size="lg" centered>
      {request && (
        <Stack gap="md">
          <CustomerSummary request={request} withStatus />
          <Divider />
          {request.is_complete && request.email_reply ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Reply sent{request.replied_at ? ` ${formatDateTime(request.replied_at)}` : ''}
                {request.replied_by ? ` by ${request.replied_by.name}` : ''}
              </Text>
              <SentReply html={request.email_reply} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No reply has been sent yet.
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
