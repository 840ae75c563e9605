import { Divider, Modal, Stack, Text, Typography } from '@mantine/core';
import type { ModuleRequest } from '@makro/domain/module-requests';
import { formatDateTime } from '@/lib/dates';
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
              <Typography
                data-testid="sent-reply"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              >
                {/* The server's allow-list sanitiser made this HTML before it was stored. */}
                <div dangerouslySetInnerHTML={{ __html: request.email_reply }} />
              </Typography>
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
