import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRow } from '@/features/users/test-data';
import { UsersTable } from '@/features/users/users-table';
import { toast } from '@/lib/notify';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const me = userRow({ id: 1, username: 'administrator', first_name: 'Alex', last_name: 'Morgan' });
const noEmail = userRow({ id: 2, email: null, username: 'noemail', first_name: 'Nora', last_name: 'Mail' });
const inactive = userRow({ id: 3, username: 'gone', first_name: 'Gary', last_name: 'Gone', is_active: false });

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

function renderTable(onEditPermissions = vi.fn()) {
  renderWithProviders(
    <UsersTable
      users={[me, noEmail, inactive]}
      loading={false}
      currentUserId={1}
      onEditPermissions={onEditPermissions}
    />,
  );
  return onEditPermissions;
}

describe('UsersTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the spec columns, links names to users/{id} and "----" for a missing e-mail', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'UserName', 'Email', 'Account', 'Actions']);
    expect(screen.getByRole('link', { name: 'Nora Mail' }).getAttribute('href')).toBe('/users/2');
    expect(within(rowOf('Nora Mail')).getByText('----')).toBeTruthy();
    expect(within(rowOf('Alex Morgan')).getByText('Technician')).toBeTruthy();
  });

  it('offers no actions on the signed-in user’s own row', () => {
    renderTable();
    expect(within(rowOf('Alex Morgan')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('Nora Mail')).getByRole('button', { name: 'Edit permissions' })).toBeTruthy();
    expect(within(rowOf('Nora Mail')).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('marks deactivated users and offers to reactivate them instead', () => {
    renderTable();
    const row = rowOf('Gary Gone');
    expect(within(row).getByText('Deactivated')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(rowOf('Nora Mail')).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('asks "Deactivate?" with the spec text, then PATCHes is_active 0 and toasts', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { user: { ...noEmail, is_active: false } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderTable();
    fireEvent.click(within(rowOf('Nora Mail')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivate?')).toBeTruthy();
    expect(screen.getByText('You wish to deactivate noemail')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'User deactivated!'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/users/2');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ user: { is_active: 0 } });
  });

  it('opens the permissions editor for that user', () => {
    const onEdit = renderTable();
    fireEvent.click(within(rowOf('Gary Gone')).getByRole('button', { name: 'Edit permissions' }));
    expect(onEdit).toHaveBeenCalledWith(inactive);
  });

  it('shows loading skeletons while the first page loads', () => {
    renderWithProviders(<UsersTable users={undefined} loading currentUserId={1} onEditPermissions={vi.fn()} />);
    expect(screen.getAllByTestId('user-row-skeleton').length).toBeGreaterThan(0);
  });

  it('shows an empty state when nobody matches', () => {
    renderWithProviders(<UsersTable users={[]} loading={false} currentUserId={1} onEditPermissions={vi.fn()} />);
    expect(screen.getByText('No users found')).toBeTruthy();
  });
});
