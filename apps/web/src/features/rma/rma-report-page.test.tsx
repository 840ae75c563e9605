import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportRmaReport, rmaReport } from '@makro/domain/rma';
import { addDays } from '@makro/domain/shared';
import { RmaReportPage } from '@/features/rma/rma-report-page';
import { rmaRow } from '@/features/rma/rma-test-data';
import { businessToday } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint, streamAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

function serve() {
  return mockApi(
    onEndpoint(rmaReport, {
      rows: [rmaRow(), rmaRow({ id: 2, rma_number: 'ecm-EXCREQ-200002', rma_type: 'rma_exchange', site: 'ecm' })],
      total_count: 2,
      total_pages: 1,
      current_page: 1,
    }),
    onEndpoint(
      exportRmaReport,
      streamAnswer(['rma_number,customer\n', 'tipm-RMAREQ-123456,Carla Diaz\n', 'ecm-EXCREQ-200002,Carla Diaz\n']),
    ),
  );
}

describe('RmaReportPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('asks for the last 30 days by default, 20 a page', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderWithProviders(<RmaReportPage />, { route: '/rma-submissions', path: '/rma-submissions' });
    expect(await screen.findByText('tipm-RMAREQ-123456')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'RMA Submissions' })).toBeTruthy();
    const today = businessToday();
    expect(api.callsTo(rmaReport).at(-1)?.query).toEqual({
      date_start: addDays(today, -29),
      date_end: today,
      page: '1',
      per_page: '20',
    });
  });

  it('reads the dates, shop, type and status from the URL and exports the same RMAs as CSV', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderWithProviders(<RmaReportPage />, {
      route:
        '/rma-submissions?date_start=2026-03-01&date_end=2026-03-31&source=ecm&rma_type=rma_exchange&approval_status=pending',
      path: '/rma-submissions',
    });
    expect(await screen.findByText('ecm-EXCREQ-200002')).toBeTruthy();
    const filters = {
      date_start: '2026-03-01',
      date_end: '2026-03-31',
      source: 'ecm',
      rma_type: 'rma_exchange',
      approval_status: 'pending',
    };
    expect(api.callsTo(rmaReport).at(-1)?.query).toEqual({ ...filters, page: '1', per_page: '20' });

    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toEqual(['rma-submissions-2026-03-01-to-2026-03-31.csv']));
      expect(api.callsTo(exportRmaReport)).toHaveLength(1);
      expect(api.callsTo(exportRmaReport)[0]?.query).toEqual(filters);
      expect(toast).toHaveBeenCalledWith('success', 'The RMA report has been downloaded.');
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false),
      );
    } finally {
      click.mockRestore();
      Object.assign(URL, saved);
    }
  });

  it('asks for nothing while the range is not valid', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderWithProviders(<RmaReportPage />, {
      route: '/rma-submissions?date_start=2026-03-31&date_end=2026-03-01',
      path: '/rma-submissions',
    });
    expect(
      await screen.findByText('Invalid date range', { selector: '.mantine-Alert-message *, .mantine-Alert-message' }),
    ).toBeTruthy();
    expect(api.callsTo(rmaReport)).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
