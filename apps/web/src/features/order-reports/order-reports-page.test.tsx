import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NewOrderReportExport,
  ORDER_REPORT_MESSAGES,
  ORDER_REPORT_STEPS,
  createOrderReportExport,
  downloadOrderReportExport,
  getOrderReportExport,
  type OrderReportExport,
  type OrderReportStepStatus,
} from '@makro/domain/order-reports';
import { OrderReportsPage, lastMonth } from '@/features/order-reports/order-reports-page';
import { toast } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, streamAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const exportOf = (
  statuses: OrderReportStepStatus[],
  overrides: Partial<OrderReportExport> = {},
): OrderReportExport => ({
  id: 12,
  status: 'running',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  partners_only: true,
  progress: 40,
  steps: ORDER_REPORT_STEPS.map((step, index) => ({ key: step.key, label: step.label, status: statuses[index]! })),
  error: null,
  row_count: null,
  file_name: '2026-10-01-2026-10-31-partners.csv',
  file_ready: false,
  requested_by: { id: 1, name: 'Ada Admin' },
  created_at: '2026-11-25T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

const stepStatus = (label: string) => screen.getByText(label).closest('[data-status]')?.getAttribute('data-status');

describe('OrderReportsPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('validates the dates with the domain’s schema: both required, the start not after the end', async () => {
    expect(lastMonth('2026-11-25')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(lastMonth('2026-03-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    const refused = NewOrderReportExport.safeParse({ start_date: '2026-10-31', end_date: '2026-10-01' });
    expect(refused.error?.issues).toMatchObject([
      { path: ['start_date'], message: ORDER_REPORT_MESSAGES.invalidRange },
    ]);

    signInAs('reports_manager', 9);
    const api = mockApi(onEndpoint(createOrderReportExport, errorAnswer(500, 'internal', 'not called')));
    renderWithProviders(<OrderReportsPage />, { path: '/order-reports', route: '/order-reports' });
    expect(await screen.findByRole('heading', { name: 'Order Reports' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Order report export' });

    fireEvent.click(within(form).getByRole('button', { name: 'Clear Start Date' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Export' }));
    expect(await within(form).findByText(ORDER_REPORT_MESSAGES.startRequired)).toBeTruthy();
    expect(api.callsTo(createOrderReportExport)).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Clear End Date' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Export' }));
    expect(await within(form).findByText(ORDER_REPORT_MESSAGES.endRequired)).toBeTruthy();
    expect(api.callsTo(createOrderReportExport)).toHaveLength(0);
  });

  it('sends the range and the switch, follows the export step by step and saves the CSV when done', async () => {
    signInAs('reports_manager', 9);
    const { start, end } = lastMonth();
    const answers = [
      exportOf(['completed', 'ongoing', 'waiting', 'waiting'], { progress: 40 }),
      exportOf(['completed', 'completed', 'completed', 'completed'], {
        status: 'completed',
        progress: 100,
        row_count: 42,
        file_ready: true,
        finished_at: '2026-11-25T10:01:00.000Z',
      }),
    ];
    const api = mockApi(
      onEndpoint(createOrderReportExport, {
        export: exportOf(['waiting', 'waiting', 'waiting', 'waiting'], { status: 'queued', progress: 0 }),
      }),
      onEndpoint(getOrderReportExport, () => ({ export: answers.length > 1 ? answers.shift()! : answers[0]! })),
      onEndpoint(downloadOrderReportExport, streamAnswer(['"Recipient First Name"\r\n', '"Rick"\r\n'])),
    );
    renderWithProviders(<OrderReportsPage />, { path: '/order-reports', route: '/order-reports' });
    const form = await screen.findByRole('form', { name: 'Order report export' });
    fireEvent.click(within(form).getByRole('switch', { name: /Only export partner orders/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(stepStatus('Shop orders ECM')).toBe('ongoing'));
    expect(api.callsTo(createOrderReportExport)[0]?.body).toEqual({
      start_date: start,
      end_date: end,
      partners_only: true,
    });
    expect(stepStatus('Shop orders TIPM')).toBe('completed');
    expect(stepStatus('ShipStation stores')).toBe('waiting');
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe('40');

    // The next poll, a second later: every step completed, the file saved under its name.
    await waitFor(() => expect(stepStatus('Building the file')).toBe('completed'), { timeout: 4_000 });
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe('100');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('2026-10-01-2026-10-31-partners.csv');
    expect(screen.getByText(/42 rows in 2026-10-01-2026-10-31-partners.csv/)).toBeTruthy();
  });

  it('shows the step that failed and why', async () => {
    signInAs('reports_manager', 9);
    const failed = exportOf(['completed', 'completed', 'failed', 'waiting'], {
      status: 'failed',
      progress: 70,
      error: 'ShipStation stores failed: ShipStation is unavailable (503)',
    });
    mockApi(onEndpoint(getOrderReportExport, { export: failed }));
    renderWithProviders(<OrderReportsPage />, { path: '/order-reports', route: '/order-reports?export=12' });
    expect(await screen.findByText('ShipStation stores failed: ShipStation is unavailable (503)')).toBeTruthy();
    expect(stepStatus('ShipStation stores')).toBe('failed');
    // Opened from the address, not started here: nothing is saved and no toast repeats the alert.
    expect(saveFile).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
