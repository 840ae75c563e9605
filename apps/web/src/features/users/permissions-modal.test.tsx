import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS } from '@makro/domain/shared';
import { PERMISSION_GROUPS, setUserPermissions, showUser } from '@makro/domain/users';
import { PermissionsModal } from '@/features/users/permissions-modal';
import { userDetail, userRow } from '@/features/users/test-data';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint, type ErrorAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const serve = (save: ErrorAnswer | ReturnType<typeof userDetail> = userDetail()) =>
  mockApi(onEndpoint(showUser, userDetail()), onEndpoint(setUserPermissions, save));

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
    serve();
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
    serve();
    await open();
    expect(within(rowOf('VIN Decoder')).getByText('revoked')).toBeTruthy();
    expect(within(rowOf('R.T. GRIM')).getByText('granted')).toBeTruthy();
    expect(within(rowOf('Dashboard')).queryByText(/granted|revoked/)).toBeNull();
    fireEvent.click(checkbox('Statistics'));
    expect(within(rowOf('Statistics')).getByText('granted')).toBeTruthy();
  });

  it('saves the wanted effective list with PUT and toasts "Permissions updated!"', async () => {
    const { callsTo } = serve();
    await open();
    fireEvent.click(checkbox('R.T. GRIM'));
    fireEvent.click(checkbox('Dashboard'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Permissions updated!'));
    const [put] = callsTo(setUserPermissions);
    expect(put?.url).toBe(`${API_BASE}${endpointPath(setUserPermissions, { id: 2 })}`);
    const expected = DEFAULT_PERMISSIONS.technician.filter(
      (name) => name !== 'can_view_vin_decoder' && name !== 'can_view_dashboard',
    );
    expect(put?.body).toEqual({ permissions: expected });
  });

  it('resets to the defaults and shows a 422 message', async () => {
    const message = 'You cannot remove your own user management permission.';
    const { callsTo } = serve(
      errorAnswer(422, 'unprocessable', message, { fields: [{ field: 'body.permissions', message }] }),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(checkbox('VIN Decoder').checked).toBe(true);
    expect(checkbox('R.T. GRIM').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(callsTo(setUserPermissions)[0]?.body).toEqual({ permissions: [...DEFAULT_PERMISSIONS.technician] });
    expect(toast).not.toHaveBeenCalled();
  });
});
