import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listInventories, lookupCatalog, updateInventory } from '@makro/domain/inventory';
import { MarkConversionPage } from '@/features/inventory/scanning/mark-conversion-page';
import { focusWindow, inventoryPage, item, signInWith, wedgeScan } from '@/features/inventory/scanning/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type ErrorAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const original = item({ id: 7, serial_number: 'MK000000101', part_number: '68099135AC' });
const tag = {
  serial_number: 'MK000000200',
  part_number: '68110000AB',
  module_type: 'PCM',
  hardware_info: null,
  created_at: '2026-03-04T17:05:00.000Z',
};
/** The server's answer: the item under its new tag, with the new part's module type and category. */
const convertedItem = item({
  id: 7,
  serial_number: 'MK000000200',
  part_number: '68110000AB',
  module_type: 'PCM',
  item_category: 'ECM',
  status: 'converted',
  status_name: 'Converted',
  original_serial_number: 'MK000000101',
  original_part_number: '68099135AC',
});
const inInventory: Record<string, ReturnType<typeof item>> = {
  MK000000101: original,
  MK000000777: item({ id: 9, serial_number: 'MK000000777' }),
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

function api(convert: ErrorAnswer | { inventory: typeof convertedItem } = { inventory: convertedItem }) {
  return mockApi(
    onEndpoint(listInventories, ({ query }) => {
      const found = inInventory[String(query.serial_number)];
      return inventoryPage(found ? [found] : []);
    }),
    onEndpoint(lookupCatalog, ({ body }) => {
      const serial = body.inventory.serial_number;
      return serial === tag.serial_number || serial === 'MK000000777'
        ? { inventory: { ...tag, serial_number: serial } }
        : errorAnswer(404, 'not_found', 'Item missing from catalog');
    }),
    onEndpoint(updateInventory, ({ params }) =>
      String(params.id) === '7' ? convert : errorAnswer(404, 'not_found', 'No such item'),
    ),
  );
}

function renderPage() {
  signInWith(['can_view_mark_as_conversion']);
  renderWithProviders(<MarkConversionPage />, { path: '/mark-conversion', route: '/mark-conversion' });
  focusWindow();
}

async function fillBoth() {
  wedgeScan('MK000000101');
  await waitFor(() => expect(within(screen.getByTestId('original-item')).getByText('MK000000101')).toBeTruthy());
  await pause();
  wedgeScan('MK000000200');
  await waitFor(() => expect(within(screen.getByTestId('converted-item')).getByText('MK000000200')).toBeTruthy());
}

// Each scan waits out the reader's blanking period, so a few scans take seconds on a busy machine.
describe('MarkConversionPage', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    reloadSession();
  });

  it('fills Original Item, then Converted To, then converts with the originals kept', async () => {
    const calls = api();
    renderPage();
    expect(screen.getByText('Please Scan an RFID tag...')).toBeTruthy();
    const convert = screen.getByRole('button', { name: 'Convert' });
    expect(convert.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Start New Conversion' }).hasAttribute('disabled')).toBe(true);
    await fillBoth();
    expect(within(screen.getByTestId('converted-item')).getByText('68110000AB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', 'MK000000101 successfully converted to MK000000200'),
    );
    expect(calls.callsTo(updateInventory)[0]?.body).toEqual({
      inventory: {
        serial_number: 'MK000000200',
        part_number: '68110000AB',
        original_serial_number: 'MK000000101',
        original_part_number: '68099135AC',
        status: 'Converted',
      },
    });
    const converted = screen.getByTestId('converted');
    expect(within(converted).getByText('PCM')).toBeTruthy();
    expect(within(converted).getByText('ECM')).toBeTruthy();
    const startNew = screen.getByRole('button', { name: 'Start New Conversion' });
    expect(startNew.hasAttribute('disabled')).toBe(false);
    fireEvent.click(startNew);
    expect(within(screen.getByTestId('original-item')).queryByText('MK000000101')).toBeNull();
  });

  it('says so when the original is not in inventory or the new tag not in the catalogue', async () => {
    api();
    renderPage();
    wedgeScan('MK000000999');
    expect(await screen.findByText('MK000000999 is not in inventory')).toBeTruthy();
    expect(screen.getByTestId('scan-result').dataset.result).toBe('error');
    await pause();
    wedgeScan('MK000000101');
    await screen.findByText('Original item MK000000101 (68099135AC)');
    await pause();
    wedgeScan('MK000000888');
    expect(await screen.findByText('Item missing from catalog')).toBeTruthy();
    await pause();
    wedgeScan('MK000000777');
    expect(await screen.findByText('MK000000777 is already in inventory; scan an unused tag')).toBeTruthy();
  });

  it('restarts with the Original slot on a third scan', async () => {
    api();
    renderPage();
    await fillBoth();
    await pause();
    wedgeScan('MK000000101');
    await waitFor(() => expect(within(screen.getByTestId('converted-item')).queryByText('MK000000200')).toBeNull());
    expect(within(screen.getByTestId('original-item')).getByText('MK000000101')).toBeTruthy();
  });

  it('shows Error! with the server’s reason when the conversion fails', async () => {
    api(errorAnswer(409, 'conflict', 'MK000000200 is already in inventory'));
    renderPage();
    await fillBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    const alert = await screen.findByTestId('convert-error');
    expect(within(alert).getByText('Error!')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong while converting the item')).toBeTruthy();
    expect(within(alert).getByText('MK000000200 is already in inventory')).toBeTruthy();
  });
});
