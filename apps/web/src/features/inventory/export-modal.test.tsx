import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_FIELDS, exportInventory, exportParameters } from '@makro/domain/inventory';
import { createRecordCounter, downloadExport } from '@/features/inventory/export-download';
import { ExportModal } from '@/features/inventory/export-modal';
import { signInAs } from '@/test/sign-in';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint, streamAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const PARAMETERS = {
  inventory: { category: ['TIPM', 'ECM'], modules: ['A1', 'B', 'PCM'], inventory_type: ['Core'], status: ['shipped'] },
  fields: [...EXPORT_FIELDS],
};

/** A modal of some forty checkboxes renders slowly in the test DOM on a busy machine. */
const SLOW = { timeout: 5_000 };

const CSV_CHUNKS = [
  '"Serial Number","Part Number"\r\n"MK1","P1"\r\n',
  '"MK2","line one\r\nline two"\r\n"MK3",',
  '"say ""hi"""\r\n',
];

describe('export', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('counts CSV records, not lines inside quoted cells', () => {
    const counter = createRecordCounter();
    for (const chunk of CSV_CHUNKS) counter.push(chunk);
    expect(counter.records).toBe(4);
  });

  it('reads the streamed body with the bearer token and reports rows against X-Total-Count', async () => {
    signInAs('technician', 4);
    const api = mockApi(onEndpoint(exportInventory, streamAnswer(CSV_CHUNKS, { 'X-Total-Count': '3' })));
    const progress: number[] = [];
    const { blob, rows } = await downloadExport(
      { 'status[]': ['shipped', 'received'], 'fields[]': ['Serial Number', 'Part Number'] },
      { onProgress: ({ rows: received, total }) => progress.push(total ? received / total : -1) },
    );
    expect(rows).toBe(3);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(await blob.text()).toBe(CSV_CHUNKS.join(''));
    const [call] = api.callsTo(exportInventory);
    expect(call?.query).toEqual({ 'status[]': ['shipped', 'received'], 'fields[]': ['Serial Number', 'Part Number'] });
    expect(call?.headers.authorization).toBe('Bearer test-token');
  });

  it('opens with every column checked, then downloads inventory-YYYY-MM-DD.csv', async () => {
    signInAs('technician', 4);
    const api = mockApi(
      onEndpoint(exportParameters, PARAMETERS),
      onEndpoint(exportInventory, streamAnswer(CSV_CHUNKS, { 'X-Total-Count': '3' })),
    );
    // The test DOM has no object URLs: give URL the two it needs for this test only.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const onClose = vi.fn();
    renderWithProviders(<ExportModal opened onClose={onClose} />);

    expect(await screen.findByRole('checkbox', { name: 'PCM' }, SLOW)).toBeTruthy();
    for (const field of EXPORT_FIELDS)
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: field }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'TIPM' }).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Logs' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ECM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    const query = api.callsTo(exportInventory)[0]?.query;
    expect(query?.['category[]']).toEqual(['ECM']);
    expect(query?.['fields[]']).toEqual(EXPORT_FIELDS.filter((field) => field !== 'Logs'));
    expect(clicked).toEqual([expect.stringMatching(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(toast).toHaveBeenCalledWith('success', '3 items exported.', 'Export ready');
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it("says 'Export failed. Please try again.' when the export fails", async () => {
    signInAs('technician', 4);
    mockApi(
      onEndpoint(exportParameters, PARAMETERS),
      onEndpoint(exportInventory, errorAnswer(500, 'internal', 'Something went wrong')),
    );
    renderWithProviders(<ExportModal opened onClose={vi.fn()} />);
    await screen.findByRole('checkbox', { name: 'PCM' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Export failed. Please try again.'));
  });
});
