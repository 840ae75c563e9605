import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARDWARE_INFO_MESSAGES, getHardwareInfo, type HardwarePart } from '@makro/domain/hardware-info';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { HardwareInfoPage } from '@/features/hardware-info/hardware-info-page';

const part = (partNumber: string, items: number): HardwarePart => ({
  part_number: partNumber,
  module_type: items ? 'PCM' : null,
  item_category: items ? 'ECM' : null,
  tipm_type: null,
  status_counts: [
    { status: 'added_to_inventory', count: items },
    { status: 'shipped', count: 0 },
    { status: 'received', count: 0 },
    { status: 'bin_ready', count: 0 },
    { status: 'converted', count: 0 },
  ],
  items,
  in_stock: items,
  tags: 0,
});

function serve() {
  return mockApi(
    onEndpoint(getHardwareInfo, ({ query }) => {
      const known = query.part_number === '68235107AB';
      return {
        part: part(String(query.part_number).toUpperCase(), known ? 3 : 0),
        hardware: known
          ? [
              {
                hardware_info: 'HW 0261S07123 SW 1037512345',
                items: 3,
                items_in_stock: 3,
                tags: 1,
                example_serial: 'T00042',
                last_recorded_at: '2026-11-20T16:00:00.000Z',
              },
            ]
          : [],
        current_page: 1,
        total_count: known ? 1 : 0,
        total_pages: 1,
        suggestions: known ? [] : ['68235107AB'],
      };
    }),
  );
}

describe('HardwareInfoPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    reloadSession();
  });

  it('says what to do, then shows the part’s hardware, module type and stock', async () => {
    signInAs('inventory_manager');
    serve();
    renderWithProviders(<HardwareInfoPage />, { route: '/hardware-information', path: '/hardware-information' });
    expect(screen.getByText(HARDWARE_INFO_MESSAGES.startTitle)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: '68235107AB' } });
    await waitFor(() => expect(screen.getByText('HW 0261S07123 SW 1037512345')).toBeTruthy());
    expect(screen.getByText('Module type: PCM')).toBeTruthy();
    expect(screen.getByText('T00042').closest('a')?.getAttribute('href')).toBe('/inventory-search?keyword=T00042');
    // An inventory manager has no Vehicle Model Info: no link there.
    expect(screen.queryByText('Vehicles it fits')).toBeNull();
  });

  it('offers part numbers that start like an unknown one', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<HardwareInfoPage />, {
      route: '/hardware-information?part_number=68235107AX',
      path: '/hardware-information',
    });
    await waitFor(() => expect(screen.getByText(HARDWARE_INFO_MESSAGES.unknownTitle('68235107AX'))).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '68235107AB' }));
    await waitFor(() => expect(screen.getByText('HW 0261S07123 SW 1037512345')).toBeTruthy());
    expect((screen.getByLabelText('Part number') as HTMLInputElement).value).toBe('68235107AB');
    expect(api.callsTo(getHardwareInfo).at(-1)?.query).toMatchObject({ part_number: '68235107AB' });
    expect(screen.getByText('Vehicles it fits')).toBeTruthy();
  });
});
