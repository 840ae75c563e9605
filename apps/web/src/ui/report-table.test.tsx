import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figureColumn, ReportTable } from '@/ui/report-table';
import { renderWithProviders } from '@/test/render';

interface Rate {
  category: string;
  sold: number;
}

const RATES: Rate[] = [
  { category: 'TIPM', sold: 3063 },
  { category: 'FCM', sold: 262 },
];

function Rates({ records, fetching = false }: { records: Rate[] | undefined; fetching?: boolean }) {
  return (
    <ReportTable<Rate>
      label="Items sold"
      records={records}
      fetching={fetching}
      idAccessor="category"
      rowAttributes={(rate) => ({ 'data-row': rate.category })}
      columns={[
        { accessor: 'category', title: 'Category' },
        figureColumn({ accessor: 'sold', title: 'Sold', render: (rate) => rate.sold.toLocaleString('en-US') }),
      ]}
      empty={{ title: 'No orders in this range' }}
    />
  );
}

describe('ReportTable', () => {
  it('shows every row at once, named for screen readers, without a pager', () => {
    renderWithProviders(<Rates records={RATES} />);
    const table = screen.getByRole('table', { name: 'Items sold' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.querySelector('tr[data-row="TIPM"]')?.textContent).toBe('TIPM3,063');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when the report is empty, and says nothing while the first answer loads', () => {
    const { unmount } = renderWithProviders(<Rates records={[]} />);
    expect(screen.getByText('No orders in this range')).toBeTruthy();
    unmount();
    renderWithProviders(<Rates records={undefined} fetching />);
    expect(screen.queryByText('No orders in this range')).toBeNull();
    expect(screen.getByRole('table', { name: 'Items sold' }).getAttribute('aria-busy')).toBe('true');
  });
});
