import { useState } from 'react';
import { Button, Card, Grid, Group, Select, Text } from '@mantine/core';
import { IconDownload, IconInbox, IconTool } from '@tabler/icons-react';
import {
  GRIM_MESSAGES,
  GRIM_PAGE_SIZE,
  GRIM_STATUSES,
  grimCsvFileName,
  grimStatusLook,
  type GrimStatus,
  type RtgrimOrder,
} from '@makro/domain/grim';
import { downloadGrimCsv, messageOf, useGrimOrders, useReceiveNewOrders } from '@/features/grim/api';
import { GRIM_COLUMNS } from '@/features/grim/grim-format';
import { GrimPreview } from '@/features/grim/grim-preview';
import { ApiError } from '@/lib/api-client';
import { businessToday } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';

const FILTERS = { status: '' };

/** /grim (spec part 2 §2 "R.T. GRIM orders"): the orders, 20 a page, by status, with the side preview panel. */
export function GrimPage() {
  const list = useListState({ filters: FILTERS });
  const status = (GRIM_STATUSES as readonly string[]).includes(list.filters.status)
    ? (list.filters.status as GrimStatus)
    : undefined;
  const orders = useGrimOrders({ page: list.page, per_page: GRIM_PAGE_SIZE, status });
  const receive = useReceiveNewOrders();
  const [exporting, setExporting] = useState(false);
  const data = orders.data;
  const total = data?.total_count ?? 0;
  // The previewed order stays chosen across pages; it closes when its page no longer lists it.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = data?.rtgrim_orders.find((order) => order.id === selectedId) ?? null;
  const select = (order: RtgrimOrder | null) => setSelectedId(order?.id ?? null);

  const receiveNew = async () => {
    try {
      const answer = await receive.mutateAsync();
      if (!answer.batch) {
        toast('info', answer.message);
        return;
      }
      saveFile(await downloadGrimCsv(answer.batch), grimCsvFileName('new', businessToday()));
      toast('success', answer.message);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast('error', messageOf(error));
    }
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      saveFile(await downloadGrimCsv(), grimCsvFileName('all', businessToday()));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast('error', messageOf(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title="R.T. GRIM" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: selected ? 8 : 12 }}>
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Select
                label="Status"
                placeholder="All statuses"
                clearable
                w={220}
                data={GRIM_STATUSES.map((value) => ({ value, label: grimStatusLook(value).label }))}
                value={status ?? null}
                onChange={(value) => {
                  setSelectedId(null);
                  list.setFilters({ status: value ?? '' });
                }}
              />
              <Group gap="xs">
                <Button leftSection={<IconInbox size={18} />} loading={receive.isPending} onClick={receiveNew}>
                  Receive New Orders
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} />}
                  loading={exporting}
                  onClick={exportAll}
                >
                  Export All Orders
                </Button>
              </Group>
            </Group>
            {orders.isError && !data ? (
              <Text c="red" size="sm" py="lg" ta="center" role="alert">
                {GRIM_MESSAGES.fetchFailed(orders.error.message)}
              </Text>
            ) : (
              <ServerDataTable<RtgrimOrder>
                label="GRIM orders"
                records={data?.rtgrim_orders}
                columns={GRIM_COLUMNS}
                totalRecords={total}
                page={list.page}
                perPage={GRIM_PAGE_SIZE}
                onPage={list.setPage}
                fetching={orders.isFetching}
                countLabel={`${total} order${total === 1 ? '' : 's'}`}
                columnsKey="grim-orders"
                minWidth={760}
                onRowClick={select}
                rowAttributes={(order) => ({ 'data-order': order.order_number })}
                rowStyle={(order) =>
                  order.id === selected?.id ? { background: 'var(--mantine-color-blue-light)' } : { cursor: 'pointer' }
                }
                empty={{
                  title: status ? 'No orders in this status' : 'No GRIM orders yet',
                  hint: 'Instrument-cluster repair orders arrive from the shops.',
                  icon: <IconTool size={32} stroke={1.5} />,
                }}
              />
            )}
          </Card>
        </Grid.Col>
        {selected && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Card withBorder radius="md" shadow="xs" padding="lg">
              <GrimPreview
                key={selected.id}
                order={selected}
                onClose={() => select(null)}
                onShipped={() => {
                  // Spec part 2 §4: the preview is cleared and page 1 reloads.
                  select(null);
                  list.setPage(1);
                }}
              />
            </Card>
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
