import { useState } from 'react';
import { Card, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconEye, IconInbox, IconMailForward, IconRestore, IconTrash } from '@tabler/icons-react';
import {
  CUSTOMER_INQUIRY_MESSAGES,
  INQUIRY_DEBOUNCE_MS,
  INQUIRY_PAGE_SIZE,
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  deleteCustomerInquiry,
  type CustomerInquiry,
} from '@makro/domain/customer-inquiries';
import { grants } from '@makro/domain/shared';
import {
  messageOf,
  useCustomerInquiries,
  useDeleteCustomerInquiry,
  useUpdateCustomerInquiry,
  type InquiryQuery,
} from '@/features/customer-inquiries/api';
import { INQUIRY_COLUMNS } from '@/features/customer-inquiries/columns';
import { InquiryDetailsModal } from '@/features/customer-inquiries/details-modal';
import { InquiryReplyModal } from '@/features/customer-inquiries/reply-modal';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { RowAction } from '@/ui/row-action';
import { DebouncedSearchInput } from '@/ui/search-input';

/** The inbox's search and filters, kept in the URL. */
const FILTERS = { keyword: '', source: '', status: '' };
type Filters = typeof FILTERS;

const oneOf = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function inboxQuery(list: { page: number; filters: Filters }): InquiryQuery {
  return {
    page: list.page,
    per_page: INQUIRY_PAGE_SIZE,
    keyword: list.filters.keyword || undefined,
    source: oneOf(INQUIRY_SOURCES, list.filters.source),
    status: oneOf(INQUIRY_STATUSES, list.filters.status),
  };
}

type Dialog = { kind: 'reply' | 'details'; inquiry: CustomerInquiry } | null;

const failed = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return;
  toast('error', messageOf(error));
};

function RowActions({ inquiry, onOpen }: { inquiry: CustomerInquiry; onOpen: (dialog: Dialog) => void }) {
  const { user, permissions } = useSession();
  const canDelete = grants(deleteCustomerInquiry.access, permissions, user?.account_type.slug ?? '');
  const remove = useDeleteCustomerInquiry();
  const update = useUpdateCustomerInquiry();
  const setStatus = async (status: 'closed' | 'waiting') => {
    try {
      toast('success', (await update.mutateAsync({ id: inquiry.id, change: { status } })).message);
    } catch (error) {
      failed(error);
    }
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete the inquiry of ${inquiry.name}?`,
      centered: true,
      children: <Text size="sm">{CUSTOMER_INQUIRY_MESSAGES.deleteText}</Text>,
      labels: { confirm: CUSTOMER_INQUIRY_MESSAGES.deleteConfirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(inquiry.id);
          toast('success', CUSTOMER_INQUIRY_MESSAGES.deletedText, CUSTOMER_INQUIRY_MESSAGES.deleted);
        } catch (error) {
          failed(error);
        }
      },
    });
  const closed = inquiry.status === 'closed';
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction
        label={`Reply to ${inquiry.name}`}
        color="makro"
        disabled={inquiry.status !== 'waiting'}
        hint={inquiry.status === 'answered' ? 'Already replied' : closed ? 'Reopen it to reply' : undefined}
        onClick={() => onOpen({ kind: 'reply', inquiry })}
      >
        <IconMailForward size={18} />
      </RowAction>
      <RowAction label={`Details of ${inquiry.name}`} onClick={() => onOpen({ kind: 'details', inquiry })}>
        <IconEye size={18} />
      </RowAction>
      {closed ? (
        <RowAction
          label={`Reopen the inquiry of ${inquiry.name}`}
          disabled={update.isPending}
          onClick={() => void setStatus('waiting')}
        >
          <IconRestore size={18} />
        </RowAction>
      ) : (
        <RowAction
          label={`Close the inquiry of ${inquiry.name}`}
          disabled={update.isPending}
          onClick={() => void setStatus('closed')}
        >
          <IconArchive size={18} />
        </RowAction>
      )}
      {canDelete && (
        <RowAction label={`Delete ${inquiry.name}`} color="red" disabled={remove.isPending} onClick={confirmDelete}>
          <IconTrash size={18} />
        </RowAction>
      )}
    </Group>
  );
}

/** /customer-inquiry: questions from the shops' contact forms, answered by e-mail. */
export function CustomerInquiriesPage() {
  const list = useListState({ filters: FILTERS });
  const inquiries = useCustomerInquiries(inboxQuery(list));
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = inquiries.data;
  const total = data?.total_count ?? 0;
  const filtered = Object.values(list.filters).some((value) => value !== '');
  return (
    <Stack gap={0}>
      <PageHeader title="Customer Inquiry" />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Group gap="sm" mb="xs" wrap="wrap" align="flex-end">
          <DebouncedSearchInput
            label="Search customer inquiries"
            placeholder="Search name, e-mail, subject or order number"
            defaultValue={list.filters.keyword}
            debounceMs={INQUIRY_DEBOUNCE_MS}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
          <Select
            label="Shop"
            placeholder="Both shops"
            data={INQUIRY_SOURCES.map((source) => ({ value: source, label: source.toUpperCase() }))}
            value={list.filters.source || null}
            onChange={(value) => list.setFilters({ source: value ?? '' })}
            clearable
            w={150}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] }))}
            value={list.filters.status || null}
            onChange={(value) => list.setFilters({ status: value ?? '' })}
            clearable
            w={190}
          />
          {data && (
            <Text size="sm" c="dimmed" mb={8}>
              {data.waiting_count} waiting for a reply
            </Text>
          )}
        </Group>
        {inquiries.isError && !data ? (
          <Text c="red" size="sm" py="lg" ta="center" role="alert">
            {messageOf(inquiries.error)}
          </Text>
        ) : (
          <ServerDataTable<CustomerInquiry>
            label="Customer inquiries"
            records={data?.customer_inquiries}
            columns={INQUIRY_COLUMNS}
            totalRecords={total}
            page={list.page}
            perPage={INQUIRY_PAGE_SIZE}
            onPage={list.setPage}
            fetching={inquiries.isFetching}
            countLabel={`${total} inquir${total === 1 ? 'y' : 'ies'}`}
            rowActions={(inquiry) => <RowActions inquiry={inquiry} onOpen={setDialog} />}
            rowActionsWidth={140}
            columnsKey="customer-inquiries"
            minWidth={1000}
            rowAttributes={(inquiry) => ({ 'data-email': inquiry.email })}
            empty={{
              title: filtered ? 'No inquiries match this search' : 'No customer inquiries yet',
              hint: filtered ? 'Try another search or filter.' : undefined,
              icon: <IconInbox size={32} stroke={1.5} />,
            }}
          />
        )}
      </Card>
      <InquiryReplyModal inquiry={dialog?.kind === 'reply' ? dialog.inquiry : null} onClose={() => setDialog(null)} />
      <InquiryDetailsModal
        inquiry={dialog?.kind === 'details' ? dialog.inquiry : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
