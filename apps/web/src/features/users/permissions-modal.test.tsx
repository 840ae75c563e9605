import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS } from '@makro/domain/shared';
import { PERMISSION_GROUPS } from '@makro/domain/users';
import { PermissionsModal } from '@/features/users/permissions-modal';
import { userDetail, userRow } from '@/features/users/test-data';
import { toast } from '@/lib/notify';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

type Call = [RequestInfo | URL, RequestInit | undefined];

function mockApi(put: () => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') return Promise.resolve(put());
    return Promise.resolve(jsonResponse(200, userDetail()));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const checkbox = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const rowOf = (label: string) => checkbox(label).closest('[data-permission]') as HTMLElement;

async function open() {
  renderWithProviders(<PermissionsModal user={userRow()} onClose={vi.fn()} />);
  await screen.findByRole('checkbox', { name: 'Dashboard' });
}

describe('PermissionsModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('groups every permission like the side menu and checks the effective ones', async () => {
    mockApi(() => jsonResponse(500, {}));
    await open();
    for (const group of PERMISSION_GROUPS) {
      const box = screen.getByRole('group', { name: group.label });
      expect(within(box).getAllByRole('checkbox')).toHaveLength(group.permissions.length);
    }
    expect(checkbox('Dashboard').checked).toBe(true);
    expect(checkbox('VIN Decoder').checked).toBe(false);
    expect(checkbox('R.T. GRIM').checked).toBe(true);
    expect(checkbox('Approve refund requests').checked).toBe(false);
  });

  it('marks what differs from the account type’s defaults', async () => {
    mockApi(() => jsonResponse(500, {}));
    await open();
    expect(within(rowOf('VIN Decoder')).getByText('revoked')).toBeTruthy();
    expect(within(rowOf('R.T. GRIM')).getByText('granted')).toBeTruthy();
    expect(within(rowOf('Dashboard')).queryByText(/granted|revoked/)).toBeNull();
    fireEvent.click(checkbox('Statistics'));
    expect(within(rowOf('Statistics')).getByText('granted')).toBeTruthy();
  });

  it('saves the wanted effective list with PUT and toasts "Permissions updated!"', async () => {
    const fetchMock = mockApi(() => jsonResponse(200, userDetail()));
    await open();
    fireEvent.click(checkbox('R.T. GRIM'));
    fireEvent.click(checkbox('Dashboard'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Permissions updated!'));
    const put = (fetchMock.mock.calls as Call[]).find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/v1/users/2/permissions');
    const expected = DEFAULT_PERMISSIONS.technician.filter(
      (name) => name !== 'can_view_vin_decoder' && name !== 'can_view_dashboard',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ permissions: expected });
  });

  it('resets to the defaults and shows a 422 message', async () => {
    const message = 'You cannot remove User Management from your own account.';
    const fetchMock = mockApi(() => jsonResponse(422, { error: { code: 'unprocessable', message } }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(checkbox('VIN Decoder').checked).toBe(true);
    expect(checkbox('R.T. GRIM').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    const put = (fetchMock.mock.calls as Call[]).find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ permissions: [...DEFAULT_PERMISSIONS.technician] });
    expect(toast).not.toHaveBeenCalled();
  });
});
