import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_FIELDS } from '@makro/domain/inventory';
import { createRecordCounter, downloadExport, exportUrl } from '@/features/inventory/export-download';
import { ExportModal } from '@/features/inventory/export-modal';
import { signInAs } from '@/features/inventory/test-data';
import { toast } from '@/lib/notify';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const PARAMETERS = {
  inventory: { category: ['TIPM', 'ECM'], modules: ['A1', 'B', 'PCM'], inventory_type: ['Core'], status: ['shipped'] },
  fields: [...EXPORT_FIELDS],
};

/** A streamed CSV body that hands out its chunks one read at a time. */
function csvStream(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const CSV_CHUNKS = [
  '"Serial Number","Part Number"\r\n"MK1","P1"\r\n',
  '"MK2","line one\r\nline two"\r\n"MK3",',
  '"say ""hi"""\r\n',
];

describe('export', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('counts CSV records, not lines inside quoted cells', () => {
    const counter = createRecordCounter();
    for (const chunk of CSV_CHUNKS) counter.push(chunk);
    expect(counter.records).toBe(4);
  });

  it('puts the filters and fields as arrays in the URL', () => {
    expect(
      exportUrl({
        category: ['TIPM'],
        module_type: [],
        inventory_type: [],
        status: ['shipped', 'received'],
        fields: ['Serial Number', 'Part Number'],
      }),
    ).toBe(
      '/api/v1/inventories/export?category%5B%5D=TIPM&status%5B%5D=shipped&status%5B%5D=received&fields%5B%5D=Serial+Number&fields%5B%5D=Part+Number',
    );
  });

  it('reads the streamed body with the bearer token and reports rows against X-Total-Count', async () => {
    signInAs('technician', 4);
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(csvStream(CSV_CHUNKS), { headers: { 'X-Total-Count': '3' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];
    const { blob, rows } = await downloadExport(
      { category: [], module_type: [], inventory_type: [], status: [], fields: ['Serial Number', 'Part Number'] },
      { onProgress: ({ rows: received, total }) => progress.push(total ? received / total : -1) },
    );
    expect(rows).toBe(3);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(await blob.text()).toBe(CSV_CHUNKS.join(''));
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('opens with every column checked, then downloads inventory-YYYY-MM-DD.csv', async () => {
    signInAs('technician', 4);
    const fetchMock = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).includes('export_parameters')
          ? jsonResponse(200, PARAMETERS)
          : new Response(csvStream(CSV_CHUNKS), { headers: { 'X-Total-Count': '3' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: give URL the two it needs for this test only.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const onClose = vi.fn();
    renderWithProviders(<ExportModal opened onClose={onClose} />);

    expect(await screen.findByRole('checkbox', { name: 'PCM' })).toBeTruthy();
    for (const field of EXPORT_FIELDS)
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: field }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'TIPM' }).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Logs' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ECM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const url = decodeURIComponent(String(fetchMock.mock.calls.at(-1)?.[0]));
    expect(url).toContain('category[]=ECM');
    expect(url).not.toContain('fields[]=Logs');
    expect(url).toContain('fields[]=Original+Serial');
    expect(clicked).toEqual([expect.stringMatching(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(toast).toHaveBeenCalledWith('success', '3 items exported.', 'Export ready');
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it("says 'Export failed. Please try again.' when the export fails", async () => {
    signInAs('technician', 4);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input).includes('export_parameters') ? jsonResponse(200, PARAMETERS) : jsonResponse(500, {}),
        ),
      ),
    );
    renderWithProviders(<ExportModal opened onClose={vi.fn()} />);
    await screen.findByRole('checkbox', { name: 'PCM' });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Export failed. Please try again.'));
  });
});
