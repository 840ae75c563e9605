import { useState } from 'react';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconEdit, IconMailForward, IconRefresh, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import {
  PARTNER_DEBOUNCE_MS,
  PARTNER_MESSAGES,
  PARTNER_PAGE_SIZE,
  PARTNER_STATUSES,
  PARTNER_STATUS_LABELS,
  deleteReseller,
  type PartnerStatus,
  type Reseller,
} from '@makro/domain/partner-applications';
import { grants } from '@makro/domain/shared';
import {
  downloadLicence,
  messageOf,
  useDeleteReseller,
  useResellers,
  useResendNotification,
  useRetryCoupons,
  useUpdateReseller,
  type ResellerSearchQuery,
} from '@/features/partner-applications/api';
import { CouponStates, EMPTY, PartnerStatusBadge, toastDecision } from '@/features/partner-applications/partner-format';
import { PartnerEditModal } from '@/features/partner-applications/partner-edit-modal';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import type { ListStateControls } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { RowAction } from '@/ui/row-action';
import { DebouncedSearchInput } from '@/ui/search-input';

export const PARTNER_FILTERS = { keyword: '', status: 'all' };
export type PartnerFilters = typeof PARTNER_FILTERS;

const STATUS_FILTERS = ['all', ...PARTNER_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const asStatusFilter = (value: string): StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(value) ? (value as StatusFilter) : 'all';

export function partnerQuery(list: { page: number; filters: PartnerFilters }): ResellerSearchQuery {
  return {
    page: list.page,
    per_page: PARTNER_PAGE_SIZE,
    status: asStatusFilter(list.filters.status),
    keyword: list.filters.keyword || undefined,
  };
}

const failedSilently = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A pending row's status selector and Submit (disabled while Pending is selected); a fixed badge otherwise. */
function DecisionControl({ reseller }: { reseller: Reseller }) {
  const [choice, setChoice] = useState<PartnerStatus>('pending');
  const update = useUpdateReseller();
  if (reseller.status !== 'pending') return <PartnerStatusBadge status={reseller.status} />;
  const submit = async () => {
    if (choice === 'pending') return;
    try {
      toastDecision(await update.mutateAsync({ id: reseller.id, resellers: { status: choice } }));
    } catch (error) {
      if (!failedSilently(error)) toast('error', messageOf(error));
    }
  };
  return (
    <Group gap={6} wrap="nowrap">
      <NativeSelect
        size="xs"
        w={104}
        aria-label={`Status of ${reseller.reseller_code}`}
        value={choice}
        onChange={(event) => setChoice(event.currentTarget.value as PartnerStatus)}
        data={PARTNER_STATUSES.map((status) => ({ value: status, label: PARTNER_STATUS_LABELS[status] }))}
        disabled={update.isPending}
      />
      <Button
        size="xs"
        disabled={choice === 'pending'}
        loading={update.isPending}
        onClick={() => void submit()}
        aria-label={`Submit status of ${reseller.reseller_code}`}
      >
        Submit
      </Button>
    </Group>
  );
}

const COLUMNS: DataTableColumn<Reseller>[] = [
  {
    accessor: 'full_name',
    title: 'Applicant',
    render: (reseller) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {reseller.full_name}
        </Text>
        <Text size="xs" c="dimmed">
          {reseller.business_email}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'business_name',
    title: 'Business',
    render: (reseller) => (
      <Stack gap={0} miw={140}>
        <Text size="sm">{reseller.business_name}</Text>
        <Text size="xs" c="dimmed">
          {reseller.business_phone ?? EMPTY}
        </Text>
        <Text size="xs" c="dimmed">
          EIN {reseller.ein_tax_id ?? EMPTY}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'reseller_code',
    title: 'Reseller Code',
    noWrap: true,
    render: (reseller) => (
      <Stack gap={4}>
        <Text size="sm" ff="monospace">
          {reseller.reseller_code}
        </Text>
        <CouponStates coupons={reseller.coupons} />
      </Stack>
    ),
  },
  {
    accessor: 'city',
    title: 'Location',
    render: (reseller) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {[reseller.city, reseller.state].filter(Boolean).join(', ') || EMPTY}
        </Text>
        <Text size="xs" c="dimmed">
          {[reseller.zip, reseller.country].filter(Boolean).join(' ')}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'created_at',
    title: 'Applied',
    noWrap: true,
    render: (reseller) => formatDate(reseller.created_at),
  },
  { accessor: 'status', title: 'Status', noWrap: true, render: (reseller) => <DecisionControl reseller={reseller} /> },
];

function RowActions({ reseller, onEdit }: { reseller: Reseller; onEdit: (reseller: Reseller) => void }) {
  const { user, permissions } = useSession();
  const canDelete = grants(deleteReseller.access, permissions, user?.account_type.slug ?? '');
  const resend = useResendNotification();
  const retry = useRetryCoupons();
  const remove = useDeleteReseller();
  const approved = reseller.status === 'approved';
  const failedCoupon = reseller.coupons.some((coupon) => coupon.status === 'failed');
  const code = reseller.reseller_code;

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      if (!failedSilently(error)) toast('error', messageOf(error));
    }
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete the application of ${reseller.business_name}?`,
      centered: true,
      children: <Text size="sm">{PARTNER_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Yes, delete it!', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void run(async () => {
          await remove.mutateAsync(reseller.id);
          toast('success', PARTNER_MESSAGES.deletedText, PARTNER_MESSAGES.deleted);
        }),
    });

  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {approved && (
        <RowAction label={`Edit ${code}`} onClick={() => onEdit(reseller)}>
          <IconEdit size={18} />
        </RowAction>
      )}
      {approved && (
        <RowAction
          label={`Resend notification to ${reseller.business_email}`}
          color="teal"
          disabled={resend.isPending}
          onClick={() => void run(async () => toastDecision(await resend.mutateAsync(reseller.id)))}
        >
          <IconMailForward size={18} />
        </RowAction>
      )}
      {failedCoupon && (
        <RowAction
          label={`Retry the coupons of ${code}`}
          color="orange"
          disabled={retry.isPending}
          onClick={() => void run(async () => toastDecision(await retry.mutateAsync(reseller.id)))}
        >
          <IconRefresh size={18} />
        </RowAction>
      )}
      {reseller.file_attachment_path && (
        <RowAction label={`Download the licence of ${code}`} onClick={() => void run(() => downloadLicence(reseller))}>
          <IconDownload size={18} />
        </RowAction>
      )}
      {canDelete && (
        <RowAction label={`Delete ${code}`} color="red" disabled={remove.isPending} onClick={confirmDelete}>
          <IconTrash size={18} />
        </RowAction>
      )}
    </Group>
  );
}

/** Partnership Applications (spec part 2 §3): status filter, search (900 ms), 20 a page, decide in the row. */
export function PartnerTable({ list }: { list: ListStateControls<PartnerFilters, never> }) {
  const query = partnerQuery(list);
  const resellers = useResellers(query);
  const [editing, setEditing] = useState<Reseller | null>(null);
  const data = resellers.data;
  const total = data?.total_count ?? 0;
  const filtered = list.filters.keyword !== '' || query.status !== 'all';
  return (
    <>
      <Group gap="sm" mb="xs" wrap="wrap">
        <DebouncedSearchInput
          label="Search partner applications"
          placeholder="Search name, reseller code, e-mail, business or phone"
          defaultValue={list.filters.keyword}
          debounceMs={PARTNER_DEBOUNCE_MS}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        <SegmentedControl
          aria-label="Status"
          value={query.status}
          onChange={(status) => list.setFilters({ status })}
          data={STATUS_FILTERS.map((status) => ({
            value: status,
            label: status === 'all' ? 'All' : PARTNER_STATUS_LABELS[status],
          }))}
        />
      </Group>
      {resellers.isError && !data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          {messageOf(resellers.error)}
        </Text>
      ) : (
        <ServerDataTable<Reseller>
          label="Partner Applications"
          records={data?.resellers}
          columns={COLUMNS}
          totalRecords={total}
          page={list.page}
          perPage={PARTNER_PAGE_SIZE}
          onPage={list.setPage}
          fetching={resellers.isFetching}
          countLabel={`${total} application${total === 1 ? '' : 's'}`}
          rowActions={(reseller) => <RowActions reseller={reseller} onEdit={setEditing} />}
          rowActionsWidth={140}
          columnsKey="partner-applications"
          minWidth={960}
          rowAttributes={(reseller) => ({ 'data-code': reseller.reseller_code })}
          empty={{
            title: filtered ? 'No applications match this search' : 'No partner applications yet',
            hint: filtered ? 'Try another search or status.' : undefined,
            icon: <IconUsersGroup size={32} stroke={1.5} />,
          }}
        />
      )}
      <PartnerEditModal reseller={editing} onClose={() => setEditing(null)} />
    </>
  );
}
