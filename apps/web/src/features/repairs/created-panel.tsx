import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { REPAIR_MESSAGES, type CreatedRepairOrder } from '@makro/domain/repairs';
import { formatCalendarDay } from '@/lib/dates';
import { toast } from '@/lib/notify';

/** Spec part 2 §9: the copy confirmation shows 3 seconds. */
const COPIED_MS = 3_000;

/** After a successful submit (spec part 2 §2): the message, the order number and its payment link to copy. */
export function CreatedPanel({
  created,
  mode,
  onClose,
}: {
  created: CreatedRepairOrder;
  mode: 'staff' | 'public';
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      if (!created.payment_url) throw new Error('No payment URL');
      await navigator.clipboard.writeText(created.payment_url);
      setCopied(true);
    } catch {
      toast('error', REPAIR_MESSAGES.copyFailed);
    }
  };
  return (
    <Stack gap="md" align="center" ta="center" py="md" role="status" aria-live="polite">
      <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden="true" />
      <Title order={3}>{REPAIR_MESSAGES.created}</Title>
      <Text>
        Order number{' '}
        <Text span fw={700} ff="monospace" fz="lg">
          {created.order_number}
        </Text>
      </Text>
      <Text c="dimmed" fz="sm">
        Total ${created.total} · due {formatCalendarDay(created.due_date)}
        {mode === 'staff' && ` · ticket ${created.ticket_number}`}
      </Text>
      <Group gap="sm" justify="center">
        <Button leftSection={<IconCopy size={16} />} color={copied ? 'teal' : undefined} onClick={() => void copy()}>
          {copied ? REPAIR_MESSAGES.copied : 'Copy payment URL'}
        </Button>
        <Button variant="default" onClick={onClose}>
          {mode === 'staff' ? 'Close' : 'Go back to form'}
        </Button>
      </Group>
    </Stack>
  );
}
