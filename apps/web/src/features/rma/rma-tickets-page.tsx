import { useState } from 'react';
import { Badge, Button, Card, Group, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RmaRow } from '@makro/domain/rma';
import { usePendingRmaCount } from '@/features/rma/api';
import { RmaDetailsModal } from '@/features/rma/rma-details-modal';
import { RejectRmaModal, isExchange, useApproveRma, useDeleteRmaConfirm } from '@/features/rma/rma-decisions';
import { RmaExchangeModal } from '@/features/rma/rma-exchange-modal';
import { RMA_FILTERS, RmaTable, tabOf, type RmaTab } from '@/features/rma/rma-tables';
import { CreateRmaModal } from '@/features/rma/staff-rma-modal';
import { useListState } from '@/lib/use-list-state';
import { PageHeader } from '@/ui/page-header';

type Dialog = { kind: 'details' | 'exchange' | 'reject'; rma: RmaRow } | null;

/**
 * /rma-tickets (spec part 2 §2 "RMA Tickets"): Approved RMA (approved and paid, each with its ticket) and Under
 * Review (unpaid, with the pending count), where requests are looked at, approved, rejected or deleted.
 */
export function RmaTicketsPage() {
  const list = useListState({ filters: RMA_FILTERS });
  const tab = tabOf(list.filters);
  const pendingCount = usePendingRmaCount();
  const approve = useApproveRma();
  const remove = useDeleteRmaConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [creating, setCreating] = useState(false);
  const close = () => setDialog(null);

  const handlers = {
    onDetails: (rma: RmaRow) => setDialog({ kind: 'details', rma }),
    onApprove: (rma: RmaRow) =>
      isExchange(rma) ? setDialog({ kind: 'exchange', rma }) : approve.confirm(rma, { approval_status: 'approved' }),
    onReject: (rma: RmaRow) => setDialog({ kind: 'reject', rma }),
    onDelete: (rma: RmaRow) => remove.confirm(rma),
    busy: approve.pending,
  };

  const openTab = (next: RmaTab) =>
    list.setFilters({ tab: next, keyword: '', source: '', assigned_to: '', within30days: '' });

  return (
    <>
      <PageHeader title="RMA Tickets" crumbs={[{ label: 'Ticket Management' }]} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Tabs value={tab} onChange={(value) => openTab(value === 'review' ? 'review' : 'approved')} keepMounted={false}>
          <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
            <Tabs.List>
              <Tabs.Tab value="approved">Approved RMA</Tabs.Tab>
              <Tabs.Tab
                value="review"
                rightSection={
                  pendingCount ? (
                    <Badge size="sm" circle color="red" data-testid="pending-count">
                      {pendingCount}
                    </Badge>
                  ) : null
                }
              >
                Under Review
              </Tabs.Tab>
            </Tabs.List>
            {tab === 'approved' && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                Create RMA Ticket
              </Button>
            )}
          </Group>
          <Tabs.Panel value="approved">
            <RmaTable key="approved" tab="approved" list={list} handlers={handlers} />
          </Tabs.Panel>
          <Tabs.Panel value="review">
            <RmaTable key="review" tab="review" list={list} handlers={handlers} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <RmaDetailsModal
        rma={dialog?.kind === 'details' ? dialog.rma : null}
        onClose={close}
        onExchange={(rma) => setDialog({ kind: 'exchange', rma })}
        onReject={(rma) => setDialog({ kind: 'reject', rma })}
      />
      <RmaExchangeModal rma={dialog?.kind === 'exchange' ? dialog.rma : null} onClose={close} />
      <RejectRmaModal rma={dialog?.kind === 'reject' ? dialog.rma : null} onClose={close} />
      <CreateRmaModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
