import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UNKNOWN_PART_FIELD_MESSAGE,
  UNKNOWN_PART_NUMBER,
  createBin,
  createTags,
  importTags,
  listBins,
  unknownPartNumberMessage,
} from '@makro/domain/inventory';
import { QrGeneratorPage } from '@/features/inventory/qr-tags/qr-generator-page';
import { qrPath } from '@/features/inventory/qr-tags/qr-code';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const tag = (serial: string, part = '68224500AC') => ({
  serial_number: serial,
  part_number: part,
  module_type: 'A1',
  hardware_info: null,
  created_at: '2026-03-04T17:05:00.000Z',
});

/** The server's answer to a part number nobody knows, unless the request confirms adding it. */
const unknownPart = (part: string) =>
  errorAnswer(409, UNKNOWN_PART_NUMBER, unknownPartNumberMessage(part), {
    fields: [{ field: 'body.part_number', message: UNKNOWN_PART_FIELD_MESSAGE }],
  });

function generate(part: string, quantity: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Part number' }), { target: { value: part } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: quantity } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate tags' }));
}

// Mantine forms and modals in the test DOM take seconds on a busy two-core machine.
describe('QrGeneratorPage', { timeout: 20_000 }, () => {
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
    const api = mockApi(onEndpoint(createTags, { tags: [tag('MK000000001'), tag('MK000000002')] }));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<QrGeneratorPage />);

    generate(' 68224500ac ', '2');

    await waitFor(() => expect(document.querySelectorAll('.qr-label-grid')).toHaveLength(2));
    expect(api.callsTo(createTags).map((call) => call.body)).toEqual([{ part_number: '68224500AC', quantity: 2 }]);

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

  it('asks before adding an unknown part number to the catalogue, and generates once confirmed', async () => {
    const api = mockApi(
      onEndpoint(createTags, ({ body }) =>
        body.confirm_new_part ? { tags: [tag('MK000000003', 'NEWPART1')] } : unknownPart('NEWPART1'),
      ),
    );
    renderWithProviders(<QrGeneratorPage />);
    generate('newpart1', '1');

    const dialog = await screen.findByRole('dialog', { name: 'Add a new part to the catalogue?' });
    expect(dialog.textContent).toContain('NEWPART1 is not in the catalogue. Add it as a new part and generate 1 tag');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add part and generate tags' }));

    await waitFor(() => expect(document.querySelector('.qr-label-grid [data-code="MK000000003"]')).toBeTruthy());
    expect(api.callsTo(createTags).map((call) => call.body)).toEqual([
      { part_number: 'NEWPART1', quantity: 1 },
      { part_number: 'NEWPART1', quantity: 1, confirm_new_part: true },
    ]);
  });

  it('marks the part number and adds nothing when the person says no', async () => {
    const api = mockApi(onEndpoint(createTags, unknownPart('TYPO1')));
    renderWithProviders(<QrGeneratorPage />);
    generate('TYPO1', '5');

    const dialog = await screen.findByRole('dialog', { name: 'Add a new part to the catalogue?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, check the number' }));

    expect(await screen.findByText(UNKNOWN_PART_FIELD_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Part number' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(createTags)).toHaveLength(1);
    expect(document.querySelector('.qr-label')).toBeNull();
  });

  it('refuses an empty quantity with the contract message, without calling the server', async () => {
    const api = mockApi(onEndpoint(createTags, { tags: [] }));
    renderWithProviders(<QrGeneratorPage />);
    generate('P1', '');
    expect(await screen.findByText('quantity must be at least 1')).toBeTruthy();
    expect(api.callsTo(createTags)).toHaveLength(0);
  });

  it('creates a bin, marks a taken code on its field, and lists the new bin for printing', async () => {
    const bins = [{ id: 1, code: 'BIN-A01', name: 'Shelf A, row 1', item_count: 3 }];
    const api = mockApi(
      onEndpoint(listBins, () => ({ locations: bins })),
      onEndpoint(createBin, ({ body }) => {
        if (bins.some((bin) => bin.code === body.location.code)) {
          return errorAnswer(409, 'conflict', `The bin ${body.location.code} already exists.`, {
            fields: [{ field: 'body.location.code', message: 'already exists' }],
          });
        }
        const bin = { id: bins.length + 1, ...body.location, item_count: 0 };
        bins.push(bin);
        return { location: bin };
      }),
    );
    renderWithProviders(<QrGeneratorPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Bin labels' }));
    expect(await screen.findByText('BIN-A01 · Shelf A, row 1')).toBeTruthy();

    const code = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: 'bin-a01' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bin' }));
    expect(await screen.findByText('already exists')).toBeTruthy();

    fireEvent.change(code, { target: { value: 'bin-b02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bin' }));
    expect(await screen.findByText('BIN-B02 · Again')).toBeTruthy();
    expect(api.callsTo(createBin).map((call) => call.body)).toEqual([
      { location: { code: 'BIN-A01', name: 'Again' } },
      { location: { code: 'BIN-B02', name: 'Again' } },
    ]);
    // The new bin is chosen for printing at once.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /BIN-B02/ }).checked).toBe(true);
  });

  it('imports tags from CSV and lists the line errors', async () => {
    const api = mockApi(
      onEndpoint(importTags, { imported: 1, skipped: 1, errors: [{ line: 3, message: 'part_number is required' }] }),
    );
    // The test DOM has no FontFaceSet; the autosizing textarea listens to it.
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
    expect(api.callsTo(importTags).map((call) => call.body)).toEqual([{ csv }]);
  });
});
