import { Alert, Badge, Button, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailExclamation, IconRefresh } from '@tabler/icons-react';
import type { OutboxRow } from '@makro/domain/outbox';
import { useFailedEmails, useRetryEmail } from '@/features/users/api';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';

function FailedEntry({ entry }: { entry: OutboxRow }) {
  const retry = useRetryEmail();
  const onRetry = async () => {
    try {
      await retry.mutateAsync(entry.id);
      toast('success', `${entry.description}: queued to be sent again.`);
    } catch (error) {
      toast('error', error instanceof Error ? error.message : 'Something went wrong', 'Retry failed');
    }
  };
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {entry.description}
        </Text>
        <Group gap="xs">
          <Badge size="xs" color="red" variant="light">
            {entry.attempts} attempt{entry.attempts === 1 ? '' : 's'}
          </Badge>
          <Text size="xs" c="dimmed">
            Queued {formatDateTime(entry.created_at)}
          </Text>
        </Group>
        {entry.last_error && (
          <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
            {entry.last_error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={retry.isPending}
            onClick={() => void onRetry()}
          >
            Retry
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Above the user list: e-mails the outbox finally gave up on, with a drawer to retry them. */
export function FailedEmailsAlert() {
  const failed = useFailedEmails();
  const [opened, drawer] = useDisclosure(false);
  const count = failed.data?.failed_count ?? 0;
  const entries = failed.data?.entries ?? [];

  return (
    <>
      {count > 0 && (
        <Alert color="orange" variant="light" icon={<IconMailExclamation size={18} />} mb="md" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {count} e-mail{count === 1 ? '' : 's'} could not be sent
            </Text>
            <Button size="xs" variant="light" color="orange" onClick={drawer.open}>
              Show failed e-mails
            </Button>
          </Group>
        </Alert>
      )}
      <Drawer opened={opened} onClose={drawer.close} position="right" title="Failed e-mails" size="md">
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            Every e-mail has been sent.
          </Text>
        ) : (
          <Stack gap="sm">
            {entries.map((entry) => (
              <FailedEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
