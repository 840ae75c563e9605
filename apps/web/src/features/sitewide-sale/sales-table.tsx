import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerStop, IconX } from '@tabler/icons-react';
import {
  ENDABLE_SALE_STATUSES,
  SITEWIDE_SALE_STATUS_LABELS,
  SITEWIDE_SALES_PAGE_SIZE,
  type SitewideSale,
  type SitewideSaleStatus,
} from '@makro/domain/sitewide-sale';
import { SHOP_LABELS } from '@makro/domain/shops';
import { isRunning, useCancelSale, useEndSale, useSitewideSales } from '@/features/sitewide-sale/api';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { WHOLE_TEXT } from '@/ui/badge-styles';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { RowAction } from '@/ui/row-action';

export const STATUS_COLORS: Record<SitewideSaleStatus, string> = {
  scheduled: 'gray',
  applying: 'blue',
  active: 'teal',
  ending: 'orange',
  ended: 'dark',
  failed: 'red',
  cancelled: 'gray',
};

function SaleStatus({ sale }: { sale: SitewideSale }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[sale.status]} styles={WHOLE_TEXT} data-status={sale.status}>
      {SITEWIDE_SALE_STATUS_LABELS[sale.status]}
    </Badge>
  );
}

/** The progress of the phase in hand ("x of y products on sale"), a bar while the job runs, and any failure. */
function SaleProgress({ sale }: { sale: SitewideSale }) {
  const running = isRunning(sale);
  const shown = sale.status !== 'scheduled' && sale.status !== 'cancelled';
  return (
    <Stack gap={4} miw={180}>
      {running && (
        <Progress
          value={sale.progress}
          size="sm"
          radius="xl"
          striped
          animated
          color={sale.status === 'ending' ? 'orange' : 'blue'}
          aria-label={`Progress of sale #${sale.id}`}
        />
      )}
      {shown && <Text fz="xs">{sale.progress_label}</Text>}
      {sale.last_error && (
        <Text
          fz="xs"
          c={sale.status === 'failed' ? 'red' : 'orange'}
          role={sale.status === 'failed' ? 'alert' : undefined}
        >
          {sale.last_error}
        </Text>
      )}
    </Stack>
  );
}

const COLUMNS: DataTableColumn<SitewideSale>[] = [
  { accessor: 'id', title: '#', width: 56, render: (sale) => `#${sale.id}` },
  {
    accessor: 'category_name',
    title: 'Sale',
    render: (sale) => (
      <Stack gap={0}>
        <Text fz="sm" fw={600}>
          {Number(sale.percentage)} % off · {SHOP_LABELS[sale.shop]}
        </Text>
        <Text fz="xs" c="dimmed">
          {sale.category_name} · {sale.products_total} products
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'starts_at',
    title: 'Period',
    render: (sale) => (
      <Stack gap={0}>
        <Text fz="xs">{formatDateTime(sale.starts_at)}</Text>
        <Text fz="xs" c="dimmed">
          to {formatDateTime(sale.ends_at)}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'status', title: 'Status', render: (sale) => <SaleStatus sale={sale} /> },
  { accessor: 'progress', title: 'Progress', render: (sale) => <SaleProgress sale={sale} /> },
  {
    accessor: 'created_by',
    title: 'Created by',
    toggleable: true,
    render: (sale) => (
      <Stack gap={0}>
        <Text fz="xs">{sale.created_by?.name ?? '—'}</Text>
        <Text fz="xs" c="dimmed">
          {formatDateTime(sale.created_at)}
        </Text>
      </Stack>
    ),
  },
];

function confirm(title: string, text: string, confirmLabel: string, onConfirm: () => Promise<void>) {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => void onConfirm(),
  });
}

function SaleActions({ sale }: { sale: SitewideSale }) {
  const end = useEndSale();
  const cancel = useCancelSale();
  const run = async (action: typeof end | typeof cancel) => {
    try {
      toast('success', (await action.mutateAsync(sale.id)).message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast('error', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {ENDABLE_SALE_STATUSES.includes(sale.status) && (
        <RowAction
          label={sale.status === 'failed' ? `Restore sale #${sale.id} again` : `End sale #${sale.id} now`}
          color="orange"
          disabled={end.isPending}
          onClick={() =>
            confirm(
              `End sale #${sale.id} now?`,
              "You won't be able to revert this! The regular prices are restored in the shop.",
              'End now',
              () => run(end),
            )
          }
        >
          <IconPlayerStop size={18} />
        </RowAction>
      )}
      {sale.status === 'scheduled' && (
        <RowAction
          label={`Cancel sale #${sale.id}`}
          color="red"
          disabled={cancel.isPending}
          onClick={() =>
            confirm(`Cancel sale #${sale.id}?`, "You won't be able to revert this!", 'Cancel sale', () => run(cancel))
          }
        >
          <IconX size={18} />
        </RowAction>
      )}
    </Group>
  );
}

/** The sales, newest first, 20 a page, followed every second while one is being applied or ended. */
export function SalesTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const sales = useSitewideSales(page, SITEWIDE_SALES_PAGE_SIZE);
  const total = sales.data?.total_count ?? 0;
  return (
    <ServerDataTable
      label="Sitewide sales"
      records={sales.data?.sitewide_sales}
      columns={COLUMNS}
      totalRecords={total}
      page={page}
      perPage={SITEWIDE_SALES_PAGE_SIZE}
      onPage={onPage}
      fetching={sales.isFetching && !sales.data}
      countLabel={`${total} ${total === 1 ? 'sale' : 'sales'}`}
      rowActions={(sale) => <SaleActions sale={sale} />}
      rowActionsWidth={96}
      rowAttributes={(sale) => ({ 'data-sale': sale.id })}
      empty={{ title: 'No sales yet', hint: 'Start one with the form above.' }}
      minWidth={820}
    />
  );
}
