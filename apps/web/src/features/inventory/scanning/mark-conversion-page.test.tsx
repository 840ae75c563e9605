import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkConversionPage } from '@/features/inventory/scanning/mark-conversion-page';
import { callsTo, focusWindow, item, mockFetch, signInWith, wedgeScan } from '@/features/inventory/scanning/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const original = item({ id: 7, serial_number: 'MK000000101', part_number: '68099135AC' });
const tag = {
  serial_number: 'MK000000200',
  part_number: '68110000AB',
  module_type: 'A2',
  hardware_info: null,
  created_at: '2026-03-04T17:05:00.000Z',
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

function api({ convert = () => jsonResponse(200, { inventory: { ...original, status: 'converted' } }) } = {}) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/v1/inventories' && url.searchParams.get('serial_number') === 'MK000000101')
      return jsonResponse(200, { inventories: [original] });
    if (url.pathname === '/api/v1/inventories' && url.searchParams.get('serial_number') === 'MK000000777')
      return jsonResponse(200, { inventories: [item({ id: 9, serial_number: 'MK000000777' })] });
    if (url.pathname === '/api/v1/inventories') return jsonResponse(200, { inventories: [] });
    if (url.pathname === '/api/v1/inventories/add_to_inventories') {
      const body = JSON.parse(String(init?.body)) as { inventory: { serial_number: string } };
      const serial = body.inventory.serial_number;
      return serial === tag.serial_number || serial === 'MK000000777'
        ? jsonResponse(200, { inventory: { ...tag, serial_number: serial } })
        : jsonResponse(404, { error: { code: 'not_found', message: 'Item missing from catalog' } });
    }
    if (url.pathname === '/api/v1/inventories/7' && init?.method === 'PATCH') return convert();
    return undefined;
  });
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

describe('MarkConversionPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    reloadSession();
  });

  it('fills Original Item, then Converted To, then converts with the originals kept', async () => {
    const fetchMock = api();
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
    expect(callsTo(fetchMock, 'PATCH', '/v1/inventories/7')[0]?.body).toEqual({
      inventory: {
        serial_number: 'MK000000200',
        part_number: '68110000AB',
        original_serial_number: 'MK000000101',
        original_part_number: '68099135AC',
        status: 'Converted',
      },
    });
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
    api({
      convert: () => jsonResponse(409, { error: { code: 'conflict', message: 'MK000000200 is already in inventory' } }),
    });
    renderPage();
    await fillBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    const alert = await screen.findByTestId('convert-error');
    expect(within(alert).getByText('Error!')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong while converting the item')).toBeTruthy();
    expect(within(alert).getByText('MK000000200 is already in inventory')).toBeTruthy();
  });
});
