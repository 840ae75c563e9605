import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@mantine/core';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { renderWithProviders } from '@/test/render';

interface Part {
  id: number;
  part: string;
  bin: string;
}

const ALL: Part[] = Array.from({ length: 45 }, (_, index) => ({ id: index + 1, part: `P-${index + 1}`, bin: 'A1' }));
const PER_PAGE = 20;

/** A list screen as every feature writes one: state in the URL, the server's page in the table. */
function PartsList({ rows = ALL }: { rows?: Part[] }) {
  const list = useListState({ filters: { keyword: '' }, sortable: ['part'] as const });
  const sorted = list.sort?.direction === 'desc' ? [...rows].reverse() : rows;
  const page = sorted.slice((list.page - 1) * PER_PAGE, list.page * PER_PAGE);
  return (
    <ServerDataTable<Part>
      label="Parts"
      records={page}
      columns={[
        { accessor: 'part', title: 'Part', sortable: true },
        { accessor: 'bin', title: 'Bin', toggleable: true },
      ]}
      totalRecords={rows.length}
      page={list.page}
      perPage={PER_PAGE}
      onPage={list.setPage}
      sort={list.sort}
      onSort={(sort) => list.setSort(sort as typeof list.sort)}
      fetching={false}
      countLabel={`${rows.length} parts`}
      rowActions={(record) => <Button size="xs">Open {record.part}</Button>}
      columnsKey="test-parts"
      empty={{ title: 'No parts found', hint: 'Try another search.' }}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ServerDataTable with useListState', () => {
  it('shows the server page, the count, row actions, and pages through the URL', () => {
    renderWithProviders(<PartsList />, { route: '/parts', path: '/parts' });
    expect(bodyRows()).toHaveLength(PER_PAGE);
    expect(screen.getByText('45 parts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open P-1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('P-41')).toBeTruthy();
  });

  it('starts from the page and order in the URL, so a reload keeps the view', () => {
    renderWithProviders(<PartsList />, { route: '/parts?page=3&sort=part&order=desc', path: '/parts' });
    expect(screen.getByText('P-5')).toBeTruthy();
    expect(screen.queryByText('P-45')).toBeNull();
  });

  it('sorting goes back to page 1', () => {
    renderWithProviders(<PartsList />, { route: '/parts?page=2', path: '/parts' });
    fireEvent.click(screen.getByText('Part'));
    expect(screen.getByText('P-1')).toBeTruthy();
  });

  it('hides a column the person unticks, and remembers it', async () => {
    renderWithProviders(<PartsList />, { route: '/parts', path: '/parts' });
    const header = () => screen.getByRole('table').querySelector('thead')?.textContent;
    expect(header()).toBe('PartBinActions');
    fireEvent.click(screen.getByRole('button', { name: 'Parts columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bin' }));
    expect(header()).toBe('PartActions');
    expect(localStorage.getItem('test-parts-columns-toggle')).toContain('"toggled":false');
  });

  it('says so when the list is empty', () => {
    renderWithProviders(<PartsList rows={[]} />, { route: '/parts', path: '/parts' });
    expect(screen.getByText('No parts found')).toBeTruthy();
    expect(screen.getByText('Try another search.')).toBeTruthy();
  });
});
