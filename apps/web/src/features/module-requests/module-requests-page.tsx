import { useState } from 'react';
import { Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconInbox, IconMailForward, IconTrash } from '@tabler/icons-react';
import {
  HAS_MODULE_TYPE,
  MODULE_REQUEST_DEBOUNCE_MS,
  MODULE_REQUEST_MESSAGES,
  MODULE_REQUEST_PAGE_SIZE,
  MODULE_TYPES,
  deleteModuleRequest,
  type ModuleRequest,
} from '@makro/domain/module-requests';
import { grants } from '@makro/domain/shared';
import {
  messageOf,
  useDeleteModuleRequest,
  useModuleRequests,
  type ModuleRequestQuery,
} from '@/features/module-requests/api';
import { MODULE_REQUEST_COLUMNS } from '@/features/module-requests/columns';
import { ModuleRequestDetailsModal } from '@/features/module-requests/details-modal';
import { ReplyModal } from '@/features/module-requests/reply-modal';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { RowAction } from '@/ui/row-action';
import { DebouncedSearchInput } from '@/ui/search-input';

/** The tracker's search and filters, kept in the URL: `legacy=1` shows the requests that name a module type. */
const FILTERS = { keyword: '', legacy: '', module_type: '' };
type Filters = typeof FILTERS;

export function trackerQuery(list: { page: number; filters: Filters }): ModuleRequestQuery {
  const legacy = list.filters.legacy === '1';
  const type = (MODULE_TYPES as readonly string[]).includes(list.filters.module_type)
    ? (list.filters.module_type as ModuleRequestQuery['module_type'])
    : undefined;
  return {
    page: list.page,
    per_page: MODULE_REQUEST_PAGE_SIZE,
    keyword: list.filters.keyword || undefined,
    ...(legacy ? { module_type: type ?? HAS_MODULE_TYPE } : { has_year_make_model: 'true' }),
  };
}

type Dialog = { kind: 'reply' | 'details'; request: ModuleRequest } | null;

function RowActions({ request, onOpen }: { request: ModuleRequest; onOpen: (dialog: Dialog) => void }) {
  const { user, permissions } = useSession();
  const canDelete = grants(deleteModuleRequest.access, permissions, user?.account_type.slug ?? '');
  const remove = useDeleteModuleRequest();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete the module request of ${request.name}?`,
      centered: true,
      children: <Text size="sm">{MODULE_REQUEST_MESSAGES.deleteText}</Text>,
      labels: { confirm: MODULE_REQUEST_MESSAGES.deleteConfirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(request.id);
          toast('success', MODULE_REQUEST_MESSAGES.deletedText, MODULE_REQUEST_MESSAGES.deleted);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          toast('error', messageOf(error));
        }
      },
    });
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction
        label={`Reply to ${request.name}`}
        color="makro"
        disabled={request.is_complete}
        hint={request.is_complete ? 'Already replied' : undefined}
        onClick={() => onOpen({ kind: 'reply', request })}
      >
        <IconMailForward size={18} />
      </RowAction>
      <RowAction label={`Details of ${request.name}`} onClick={() => onOpen({ kind: 'details', request })}>
        <IconEye size={18} />
      </RowAction>
      {canDelete && (
        <RowAction label={`Delete ${request.name}`} color="red" disabled={remove.isPending} onClick={confirmDelete}>
          <IconTrash size={18} />
        </RowAction>
      )}
    </Group>
  );
}

/** /module-request: the Module Request Tracker (spec part 2 §2). */
export function ModuleRequestsPage() {
  const list = useListState({ filters: FILTERS });
  const requests = useModuleRequests(trackerQuery(list));
  const [dialog, setDialog] = useState<Dialog>(null);
  const legacy = list.filters.legacy === '1';
  const data = requests.data;
  const total = data?.total_count ?? 0;
  const filtered = list.filters.keyword !== '' || list.filters.module_type !== '';
  return (
    <Stack gap={0}>
      <PageHeader title="Module Request Tracker" />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Group gap="sm" mb="xs" wrap="wrap" align="flex-end">
          <DebouncedSearchInput
            label="Search module requests"
            placeholder="Search name, e-mail, phone, part number, VIN, make or model"
            defaultValue={list.filters.keyword}
            debounceMs={MODULE_REQUEST_DEBOUNCE_MS}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
          <Select
            label="Module type"
            placeholder={legacy ? 'All module types' : 'Legacy data only'}
            data={[...MODULE_TYPES]}
            value={legacy ? list.filters.module_type || null : null}
            onChange={(value) => list.setFilters({ module_type: value ?? '' })}
            disabled={!legacy}
            clearable
            w={180}
          />
          <Switch
            label="Legacy data"
            description="Requests that name a module type"
            checked={legacy}
            onChange={(event) => list.setFilters({ legacy: event.currentTarget.checked ? '1' : '', module_type: '' })}
            mb={4}
          />
        </Group>
        {requests.isError && !data ? (
          <Text c="red" size="sm" py="lg" ta="center" role="alert">
            {messageOf(requests.error)}
          </Text>
        ) : (
          <ServerDataTable<ModuleRequest>
            label="Module requests"
            records={data?.module_requests}
            columns={MODULE_REQUEST_COLUMNS}
            totalRecords={total}
            page={list.page}
            perPage={MODULE_REQUEST_PAGE_SIZE}
            onPage={list.setPage}
            fetching={requests.isFetching}
            countLabel={`${total} request${total === 1 ? '' : 's'}`}
            rowActions={(request) => <RowActions request={request} onOpen={setDialog} />}
            rowActionsWidth={120}
            columnsKey="module-requests"
            minWidth={1000}
            rowAttributes={(request) => ({ 'data-email': request.email })}
            empty={{
              title: filtered ? 'No module requests match this search' : 'No module requests yet',
              hint: filtered ? 'Try another search.' : undefined,
              icon: <IconInbox size={32} stroke={1.5} />,
            }}
          />
        )}
      </Card>
      <ReplyModal request={dialog?.kind === 'reply' ? dialog.request : null} onClose={() => setDialog(null)} />
      <ModuleRequestDetailsModal
        request={dialog?.kind === 'details' ? dialog.request : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
