import { Card, Stack } from '@mantine/core';
import { HISTORY_FILTERS, ReceivedHistoryTable } from '@/features/receiving/received-history-table';
import { useListState } from '@/lib/use-list-state';
import { PageHeader } from '@/ui/page-header';

/** /receiving-history: the received history on its own (the History permission, without Receiving). */
export function ReceivingHistoryPage() {
  const list = useListState({ filters: HISTORY_FILTERS });
  return (
    <Stack gap={0}>
      <PageHeader title="Receiving History" crumbs={[{ label: 'Receiving', to: '/receiving' }]} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <ReceivedHistoryTable list={list} />
      </Card>
    </Stack>
  );
}
