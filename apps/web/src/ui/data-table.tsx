import type { ReactNode } from 'react';
import { ActionIcon, Checkbox, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns3, IconDatabaseOff } from '@tabler/icons-react';
import { DataTable, useDataTableColumns, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import './data-table.css';
import type { ListSort } from '@/lib/use-list-state';

export type { DataTableColumn } from 'mantine-datatable';

export interface ServerDataTableProps<T> {
  /** What the table lists, for screen readers and the column menu: "Users", "Inventory items". */
  label: string;
  /** The current page's rows; undefined before the first answer. */
  records: readonly T[] | undefined;
  columns: DataTableColumn<T>[];
  /** Rows across every page (the server's total_count). */
  totalRecords: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** True while a page is being fetched (the previous page stays visible underneath). */
  fetching: boolean;
  /** The count line under the table: "25 users", "10,000+ items". */
  countLabel?: string;
  sort?: ListSort | null;
  onSort?: (sort: ListSort | null) => void;
  /** The actions of one row, shown in a last, right-aligned column. */
  rowActions?: (record: T) => ReactNode;
  rowActionsWidth?: number;
  /** Lets people hide columns (those marked `toggleable`); the choice is remembered under this key. */
  columnsKey?: string;
  empty?: TableEmptyStateProps;
  idAccessor?: keyof T & string;
  onRowClick?: (record: T) => void;
  rowAttributes?: (record: T) => Record<string, unknown>;
  rowStyle?: (record: T) => React.CSSProperties | undefined;
  /** Wide tables scroll sideways below this width instead of squeezing their columns. */
  minWidth?: number;
}

export interface TableEmptyStateProps {
  title: string;
  hint?: string;
  icon?: ReactNode;
}

/** What a table says when it has no rows; the server lists and the report tables say it alike. */
export function TableEmptyState({ title, hint, icon }: TableEmptyStateProps) {
  return (
    <Stack align="center" gap={4} py="xl" c="dimmed">
      {icon ?? <IconDatabaseOff size={32} stroke={1.5} />}
      <Text fw={600}>{title}</Text>
      {hint && <Text size="sm">{hint}</Text>}
    </Stack>
  );
}

function ColumnMenu<T>({
  label,
  columns,
  toggle,
}: {
  label: string;
  columns: DataTableColumn<T>[];
  toggle: ReturnType<typeof useDataTableColumns<T>>;
}) {
  const titles = new Map(columns.map((column) => [String(column.accessor), column.title]));
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="Columns" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={`${label} columns`}>
            <IconColumns3 size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Show columns</Menu.Label>
        {toggle.columnsToggle
          .filter((column) => column.toggleable)
          .map((column) => (
            <Menu.Item key={column.accessor}>
              <Checkbox
                size="xs"
                label={titles.get(column.accessor) ?? column.accessor}
                checked={column.toggled}
                onChange={(event) =>
                  toggle.setColumnsToggle(
                    toggle.columnsToggle.map((entry) =>
                      entry.accessor === column.accessor ? { ...entry, toggled: event.currentTarget.checked } : entry,
                    ),
                  )
                }
              />
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item onClick={toggle.resetColumnsToggle}>Show the default columns</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The look every table of the app shares, server-paged or not. */
export const TABLE_LOOK = {
  verticalSpacing: 'xs',
  highlightOnHover: true,
  withTableBorder: false,
  scrollAreaProps: { type: 'auto' },
} as const;

/**
 * The one list table of the app: server-paged, optionally server-sorted, with loading and empty states,
 * row actions and column visibility. Page and order come from the caller (useListState keeps them in the
 * URL); the table never pages or sorts on its own.
 */
export function ServerDataTable<T>(props: ServerDataTableProps<T>) {
  const { label, records, columns, rowActions, columnsKey, sort, onSort, empty } = props;
  const allColumns: DataTableColumn<T>[] = rowActions
    ? [
        ...columns,
        {
          accessor: '__actions',
          title: <Text inherit>Actions</Text>,
          textAlign: 'right',
          width: props.rowActionsWidth ?? 140,
          render: (record) => rowActions(record),
        },
      ]
    : columns;
  const toggle = useDataTableColumns<T>({ key: columnsKey, columns: allColumns });
  const sortStatus: DataTableSortStatus<T> | undefined = sort
    ? { columnAccessor: sort.column, direction: sort.direction }
    : undefined;
  const pageCount = Math.max(1, Math.ceil(props.totalRecords / props.perPage));

  return (
    <Stack gap={4}>
      {columnsKey && (
        <Group justify="flex-end">
          <ColumnMenu label={label} columns={allColumns} toggle={toggle} />
        </Group>
      )}
      <DataTable<T>
        aria-label={label}
        aria-busy={props.fetching}
        records={records as T[] | undefined}
        columns={columnsKey ? toggle.effectiveColumns : allColumns}
        storeColumnsKey={columnsKey}
        idAccessor={props.idAccessor ?? ('id' as keyof T & string)}
        fetching={props.fetching}
        minHeight={records?.length ? undefined : 180}
        {...TABLE_LOOK}
        style={props.minWidth ? { minWidth: 0 } : undefined}
        styles={props.minWidth ? { table: { minWidth: props.minWidth } } : undefined}
        emptyState={
          props.fetching && !records ? <span /> : <TableEmptyState title={empty?.title ?? 'Nothing found'} {...empty} />
        }
        sortStatus={sortStatus as DataTableSortStatus<T>}
        onSortStatusChange={
          onSort
            ? (status) => onSort({ column: String(status.columnAccessor), direction: status.direction })
            : undefined
        }
        page={Math.min(props.page, pageCount)}
        onPageChange={props.onPage}
        totalRecords={props.totalRecords}
        recordsPerPage={props.perPage}
        paginationText={() => props.countLabel ?? ''}
        paginationSize="sm"
        onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
        customRowAttributes={props.rowAttributes}
        rowStyle={props.rowStyle}
      />
    </Stack>
  );
}
