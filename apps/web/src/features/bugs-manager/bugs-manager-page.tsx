import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconBug, IconMessage, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  BUG_DEBOUNCE_MS,
  BUG_PAGE_SIZE,
  BUG_STATUSES,
  BUG_STATUS_LABELS,
  type BugReport,
  type BugStatus,
} from '@makro/domain/bugs-manager';
import { messageOf, useBugAssignees, useBugReports, type BugListQuery } from '@/features/bugs-manager/api';
import { BugDetailsModal } from '@/features/bugs-manager/bug-details-modal';
import { BugStatusBadge } from '@/features/bugs-manager/bug-status';
import { openReportProblem } from '@/features/bugs-manager/report-problem-state';
import { formatDateTime } from '@/lib/dates';
import { useListState, type ListStateControls } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { DebouncedSearchInput } from '@/ui/search-input';

export const BUG_FILTERS = { keyword: '', status: '', assignee: '' };
type BugFilters = typeof BUG_FILTERS;

const asStatus = (value: string): BugStatus | undefined =>
  (BUG_STATUSES as readonly string[]).includes(value) ? (value as BugStatus) : undefined;
const asAssignee = (value: string): BugListQuery['assignee'] =>
  value === 'none' ? 'none' : /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

export function bugQuery(list: { page: number; filters: BugFilters }): BugListQuery {
  return {
    page: list.page,
    per_page: BUG_PAGE_SIZE,
    keyword: list.filters.keyword || undefined,
    status: asStatus(list.filters.status),
    assignee: asAssignee(list.filters.assignee),
  };
}

const EMPTY = '—';

function columns(open: (bug: BugReport) => void): DataTableColumn<BugReport>[] {
  return [
    {
      accessor: 'title',
      title: 'Problem',
      render: (bug) => (
        <Stack gap={0} miw={240} maw={420}>
          <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={() => open(bug)}>
            {bug.title}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1} title={bug.description}>
            {bug.description}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'page_url',
      title: 'Page · Browser',
      render: (bug) => (
        <Stack gap={0} maw={240}>
          <Anchor
            component={Link}
            to={bug.page_url}
            size="sm"
            ff="monospace"
            title={bug.page_url}
            onClick={(event) => event.stopPropagation()}
            truncate="end"
          >
            {bug.page_url}
          </Anchor>
          <Text size="xs" c="dimmed" title={bug.user_agent ?? undefined} truncate="end">
            {bug.browser}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'reporter',
      title: 'Reported by',
      render: (bug) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {bug.reporter?.name ?? EMPTY}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(bug.created_at)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'assignee',
      title: 'Assignee',
      render: (bug) => (
        <Text size="sm" c={bug.assignee ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {bug.assignee?.name ?? 'Unassigned'}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (bug) => (
        <Group gap={6} wrap="nowrap">
          <BugStatusBadge status={bug.status} />
          {bug.screenshot_path && <IconPhoto size={16} aria-label="Has a screenshot" />}
          {bug.comment_count > 0 && (
            <Group gap={2} wrap="nowrap" c="dimmed" aria-label={`${bug.comment_count} comments`}>
              <IconMessage size={16} />
              <Text size="xs">{bug.comment_count}</Text>
            </Group>
          )}
        </Group>
      ),
    },
  ];
}

function BugTable({ list }: { list: ListStateControls<BugFilters, never> }) {
  const query = bugQuery(list);
  const bugs = useBugReports(query);
  const assignees = useBugAssignees();
  const [openId, setOpenId] = useState<number | null>(null);
  const data = bugs.data;
  const total = data?.total_count ?? 0;
  const filtered = Boolean(query.keyword || query.status || query.assignee);
  return (
    <>
      <Group gap="sm" mb="xs" wrap="wrap" align="flex-end">
        <DebouncedSearchInput
          label="Search bug reports"
          placeholder="Search title or description"
          defaultValue={list.filters.keyword}
          debounceMs={BUG_DEBOUNCE_MS}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          w={160}
          clearable
          value={query.status ?? null}
          onChange={(status) => list.setFilters({ status: status ?? '' })}
          data={BUG_STATUSES.map((status) => ({ value: status, label: BUG_STATUS_LABELS[status] }))}
        />
        <Select
          aria-label="Assignee"
          placeholder="Anyone"
          w={190}
          clearable
          searchable
          value={query.assignee === undefined ? null : String(query.assignee)}
          onChange={(assignee) => list.setFilters({ assignee: assignee ?? '' })}
          data={[
            { value: 'none', label: 'Unassigned' },
            ...(assignees.data?.assignees ?? []).map((person) => ({ value: String(person.id), label: person.name })),
          ]}
        />
        <Button variant="light" ml="auto" leftSection={<IconBug size={16} />} onClick={openReportProblem}>
          Report a problem
        </Button>
      </Group>
      {bugs.isError && !data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          {messageOf(bugs.error)}
        </Text>
      ) : (
        <ServerDataTable<BugReport>
          label="Bug reports"
          records={data?.bug_reports}
          columns={columns((bug) => setOpenId(bug.id))}
          totalRecords={total}
          page={list.page}
          perPage={BUG_PAGE_SIZE}
          onPage={list.setPage}
          fetching={bugs.isFetching}
          countLabel={`${total} report${total === 1 ? '' : 's'}${data && data.new_count > 0 ? ` · ${data.new_count} new` : ''}`}
          columnsKey="bugs-manager"
          minWidth={820}
          onRowClick={(bug) => setOpenId(bug.id)}
          rowAttributes={(bug) => ({ 'data-bug-id': bug.id })}
          empty={{
            title: filtered ? 'No reports match this search' : 'No problems reported yet',
            hint: filtered ? 'Try another search, status or assignee.' : undefined,
            icon: <IconBug size={32} stroke={1.5} />,
          }}
        />
      )}
      <BugDetailsModal id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** /bugs-manager: problems staff reported with the app; administrators triage them. */
export function BugsManagerPage() {
  const list = useListState({ filters: BUG_FILTERS });
  return (
    <Stack gap={0}>
      <PageHeader title="Bugs Manager" />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <BugTable list={list} />
      </Card>
    </Stack>
  );
}
