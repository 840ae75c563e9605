import type { Key } from 'react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { TABLE_LOOK, TableEmptyState, type TableEmptyStateProps } from '@/ui/data-table';

export interface ReportTableProps<T> {
  /** What the table shows, for screen readers: "Orders per week". */
  label: string;
  /** Every row of the report; undefined before the first answer. */
  records: readonly T[] | undefined;
  columns: DataTableColumn<T>[];
  /** True while the figures are being fetched. */
  fetching?: boolean;
  empty?: TableEmptyStateProps;
  /** A row's key: a unique field, or a function of the row when no single field is unique. */
  idAccessor?: (keyof T & string) | ((record: T) => Key);
  rowAttributes?: (record: T) => Record<string, unknown>;
  /** Long reports scroll inside the card below this height, the header staying in view. */
  maxHeight?: number;
  /** Wide reports scroll sideways below this width instead of squeezing their columns. */
  minWidth?: number;
  /** Keeps the first column (what a row is) in view while a wide report scrolls sideways. */
  pinFirstColumn?: boolean;
}

/**
 * A small report: every row at once, no paging or sorting (a few dozen figures from one answer). It is the
 * data table's sibling, with the same look, loading and empty states, so every table of the app is one family.
 */
export function ReportTable<T>({ label, records, fetching = false, empty, ...props }: ReportTableProps<T>) {
  return (
    <DataTable<T>
      aria-label={label}
      aria-busy={fetching}
      records={records as T[] | undefined}
      columns={props.columns}
      idAccessor={props.idAccessor ?? ('id' as keyof T & string)}
      fetching={fetching && !records}
      minHeight={records?.length ? undefined : 180}
      maxHeight={props.maxHeight}
      {...TABLE_LOOK}
      // The scroll bars take their own room instead of covering the last column and the last row.
      scrollAreaProps={{ ...TABLE_LOOK.scrollAreaProps, offsetScrollbars: true }}
      pinFirstColumn={props.pinFirstColumn}
      styles={props.minWidth ? { table: { minWidth: props.minWidth } } : undefined}
      emptyState={
        fetching && !records ? <span /> : <TableEmptyState title={empty?.title ?? 'Nothing to show'} {...empty} />
      }
      customRowAttributes={props.rowAttributes}
    />
  );
}

const TABULAR_FIGURES = () => ({ fontVariantNumeric: 'tabular-nums' as const });

/** A column of figures: right-aligned, digits lined up from row to row. */
export function figureColumn<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  return { textAlign: 'right', cellsStyle: TABULAR_FIGURES, ...column };
}
