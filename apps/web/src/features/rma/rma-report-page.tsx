import { useRef, useState } from 'react';
import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import {
  RMA_APPROVAL_STATUSES,
  RMA_TYPES,
  type RmaApprovalStatus,
  type RmaRow,
  type RmaTypeSlug,
} from '@makro/domain/rma';
import { addDays } from '@makro/domain/shared';
import { TICKET_SOURCES, TICKET_SOURCE_LABELS, type TicketSource } from '@makro/domain/tickets';
import { downloadRmaReport, messageOf, useRmaReport, type RmaReportQuery } from '@/features/rma/api';
import { RmaTypeBadge, customerName, within30DaysText } from '@/features/rma/rma-format';
import { ApiError } from '@/lib/api-client';
import { businessToday, formatDate, formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { useDateRangeParams } from '@/lib/use-date-range-params';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { DateRangeBar } from '@/ui/date-range-inputs';
import { PageHeader } from '@/ui/page-header';

export const REPORT_PAGE_SIZE = 20;
/** Shop, type and status in the URL ('' = all); the dates are date_start and date_end beside them. */
export const REPORT_FILTERS = { source: '', rma_type: '', approval_status: '' };

/** The last 30 days up to the business's today. */
export const last30Days = (today = businessToday()) => ({ start: addDays(today, -29), end: today });

const isSource = (value: string): value is TicketSource => (TICKET_SOURCES as readonly string[]).includes(value);
const isType = (value: string): value is RmaTypeSlug => RMA_TYPES.some((type) => type.slug === value);
const isStatus = (value: string): value is RmaApprovalStatus =>
  (RMA_APPROVAL_STATUSES as readonly string[]).includes(value);

const STATUS_LABELS: Record<RmaApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const COLUMNS: DataTableColumn<RmaRow>[] = [
  {
    accessor: 'rma_number',
    title: 'RMA Number',
    noWrap: true,
    render: (rma) => (
      <Text size="sm" fw={600}>
        {rma.rma_number}
      </Text>
    ),
  },
  { accessor: 'rma_type', title: 'Type', noWrap: true, render: (rma) => <RmaTypeBadge type={rma.rma_type} /> },
  {
    accessor: 'customer_lastname',
    title: 'Customer',
    render: (rma) => (
      <Stack gap={0}>
        <Text size="sm">{customerName(rma)}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {rma.customer_email}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'site', title: 'Shop', noWrap: true, render: (rma) => TICKET_SOURCE_LABELS[rma.site] },
  { accessor: 'data_source', title: 'Source', noWrap: true },
  { accessor: 'original_order_number', title: 'Original Order', noWrap: true },
  { accessor: 'approval_status_text', title: 'Status', noWrap: true },
  {
    accessor: 'ticket',
    title: 'Ticket',
    noWrap: true,
    render: (rma) => rma.ticket?.ticket_number ?? '----',
  },
  {
    accessor: 'order_days_elapsed',
    title: 'Within 30 Days',
    noWrap: true,
    render: (rma) => within30DaysText(rma.order_days_elapsed),
  },
  {
    accessor: 'created_at',
    title: 'Date Created',
    noWrap: true,
    render: (rma) => <span title={formatDateTime(rma.created_at)}>{formatDate(rma.created_at)}</span>,
  },
];

function ExportButton({ query }: { query: RmaReportQuery | null }) {
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    if (!query) return;
    abort.current = new AbortController();
    setBytes(0);
    try {
      const blob = await downloadRmaReport(query, { signal: abort.current.signal, onProgress: setBytes });
      saveFile(blob, `rma-submissions-${query.date_start}-to-${query.date_end}.csv`);
      toast('success', 'The RMA report has been downloaded.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast('error', `The export failed: ${messageOf(error)}`);
    } finally {
      setBytes(null);
      abort.current = null;
    }
  };

  const running = bytes !== null;
  return (
    <Group gap="xs">
      {running && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {bytes > 0 ? `Exporting… ${Math.max(1, Math.round(bytes / 1024))} KB received` : 'Exporting…'}
        </Text>
      )}
      {running && (
        <Button variant="subtle" color="gray" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      )}
      <Button
        leftSection={<IconDownload size={16} />}
        onClick={() => void run()}
        loading={running}
        disabled={query === null}
      >
        Export CSV
      </Button>
    </Group>
  );
}

/** /rma-submissions (reports): every RMA made in a date range, by shop, type and status, with a CSV export. */
export function RmaReportPage() {
  const { range, problem, query: rangeQuery, setRange } = useDateRangeParams(() => last30Days());
  const list = useListState({ filters: REPORT_FILTERS });
  const { filters } = list;
  const filterQuery = {
    source: isSource(filters.source) ? filters.source : undefined,
    rma_type: isType(filters.rma_type) ? filters.rma_type : undefined,
    approval_status: isStatus(filters.approval_status) ? filters.approval_status : undefined,
  };
  const exportQuery: RmaReportQuery | null = rangeQuery ? { ...rangeQuery, ...filterQuery } : null;
  const query: RmaReportQuery | null = exportQuery
    ? { ...exportQuery, page: list.page, per_page: REPORT_PAGE_SIZE }
    : null;
  const report = useRmaReport(query);
  const data = report.data;
  const total = data?.total_count ?? 0;

  return (
    <>
      <PageHeader title="RMA Submissions" crumbs={[{ label: 'Reports' }]} />
      <DateRangeBar range={range} problem={problem} onChange={setRange}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Shop"
            placeholder="All Shops"
            data={TICKET_SOURCES.map((source) => ({ value: source, label: TICKET_SOURCE_LABELS[source] }))}
            value={filterQuery.source ?? null}
            onChange={(value) => list.setFilters({ source: value ?? '' })}
            clearable
            w={130}
          />
          <Select
            label="Type"
            placeholder="All Types"
            data={RMA_TYPES.map((type) => ({ value: type.slug, label: type.label }))}
            value={filterQuery.rma_type ?? null}
            onChange={(value) => list.setFilters({ rma_type: value ?? '' })}
            clearable
            w={210}
          />
          <Select
            label="Status"
            placeholder="All Statuses"
            data={RMA_APPROVAL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            value={filterQuery.approval_status ?? null}
            onChange={(value) => list.setFilters({ approval_status: value ?? '' })}
            clearable
            w={150}
          />
          <ExportButton query={exportQuery} />
        </Group>
      </DateRangeBar>
      <Card withBorder radius="md" shadow="xs" padding="lg">
        {report.isError && !data ? (
          <Text c="red" size="sm" py="lg" ta="center" role="alert">
            The report could not be loaded: {report.error.message}
          </Text>
        ) : (
          <ServerDataTable<RmaRow>
            label="RMA submissions"
            records={query ? data?.rows : []}
            columns={COLUMNS}
            totalRecords={total}
            page={list.page}
            perPage={REPORT_PAGE_SIZE}
            onPage={list.setPage}
            fetching={report.isFetching}
            countLabel={`${total} RMA${total === 1 ? '' : 's'}`}
            columnsKey="rma-report"
            minWidth={1100}
            empty={{
              title: query ? 'No RMAs in this range' : 'Choose a valid date range',
              hint: query ? 'Try other dates or filters.' : undefined,
              icon: <IconFileSpreadsheet size={32} stroke={1.5} />,
            }}
          />
        )}
      </Card>
    </>
  );
}
