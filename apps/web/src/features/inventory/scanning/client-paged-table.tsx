import { useState } from 'react';
import { ServerDataTable, type ServerDataTableProps } from '@/ui/data-table';

type Props<T> = Omit<ServerDataTableProps<T>, 'records' | 'totalRecords' | 'page' | 'onPage' | 'fetching'> & {
  /** Every row: the whole list came in one answer (a bin's items, a cycle count's findings, a session's scans). */
  records: readonly T[];
  fetching?: boolean;
};

/**
 * A list the page already holds in full, in the app's data table a page at a time. Its page is the
 * component's own, not the URL's: these lists live inside a scanning screen, next to others, and are
 * replaced by the next scan.
 */
export function ClientPagedTable<T>({ records, perPage, fetching = false, ...table }: Props<T>) {
  const [chosenPage, setPage] = useState(1);
  const page = Math.min(chosenPage, Math.max(1, Math.ceil(records.length / perPage)));
  return (
    <ServerDataTable<T>
      {...table}
      records={records.slice((page - 1) * perPage, page * perPage)}
      totalRecords={records.length}
      page={page}
      perPage={perPage}
      onPage={setPage}
      fetching={fetching}
    />
  );
}
