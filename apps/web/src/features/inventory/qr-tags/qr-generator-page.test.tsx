import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrGeneratorPage } from '@/features/inventory/qr-tags/qr-generator-page';
import { qrPath } from '@/features/inventory/qr-tags/qr-code';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const tag = (serial: string) => ({
  serial_number: serial,
  part_number: '68224500AC',
  module_type: 'A1',
  hardware_info: null,
  created_at: '2026-03-04T17:05:00.000Z',
});

describe('QrGeneratorPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('draws a QR code as SVG modules', () => {
    const { path, size } = qrPath('MK000000001');
    expect(size).toBe(21 + 4);
    expect(path.startsWith('M2 2h1v1h-1z')).toBe(true);
  });

  it('generates tags for a part number and shows a label per serial, with serial and part number in text', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(201, { tags: [tag('MK000000001'), tag('MK000000002')] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<QrGeneratorPage />);

    fireEvent.change(screen.getByRole('textbox', { name: 'Part number' }), { target: { value: ' 68224500ac ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate tags' }));

    await waitFor(() => expect(document.querySelectorAll('.qr-label-grid')).toHaveLength(2));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/inventory_tags');
    expect(JSON.parse(String(init?.body))).toEqual({ part_number: '68224500AC', quantity: 2 });

    // On screen, and once more in the print sheet under <body>.
    const screenGrid = document.querySelector('.qr-label-grid') as HTMLElement;
    const labels = within(screenGrid).getAllByTestId('qr-label');
    expect(labels).toHaveLength(2);
    expect(within(labels[0] as HTMLElement).getByText('MK000000001')).toBeTruthy();
    expect(within(labels[0] as HTMLElement).getByText('68224500AC')).toBeTruthy();
    expect(within(labels[1] as HTMLElement).getByRole('img', { name: 'QR code MK000000002' })).toBeTruthy();
    expect(document.querySelector('body > .qr-print-sheet [data-code="MK000000002"]')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('refuses an empty quantity without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<QrGeneratorPage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Part number' }), { target: { value: 'P1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate tags' }));
    expect(await screen.findByText('From 1 to 500')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('imports tags from CSV and lists the line errors', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(200, { imported: 1, skipped: 1, errors: [{ line: 3, message: 'part_number is required' }] }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no FontFaceSet; the autosizing textarea listens to it.
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
      configurable: true,
    });
    renderWithProviders(<QrGeneratorPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Import tags' }));
    const csv = 'serial_number,part_number\nMK1,P1\nMK2,';
    fireEvent.change(screen.getByRole('textbox', { name: 'CSV' }), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: 'Import tags' }));
    expect(await screen.findByText('1 imported, 1 skipped, 1 with errors')).toBeTruthy();
    expect(screen.getByText('Line 3: part_number is required')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ csv });
  });
});
