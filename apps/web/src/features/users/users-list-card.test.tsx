import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listUsers, showUser, updateUser, type UserRow } from '@makro/domain/users';
import { userDetail, userRow } from '@/features/users/test-data';
import { SEARCH_DEBOUNCE_MS, UsersListCard } from '@/features/users/users-list-card';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { startSession } from '@/lib/session-store';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders, sampleUser } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const me = userRow({ id: 1, username: 'administrator', first_name: 'Alex', last_name: 'Morgan' });
const noEmail = userRow({ id: 2, email: null, username: 'noemail', first_name: 'Nora', last_name: 'Mail' });
const inactive = userRow({ id: 3, username: 'gone', first_name: 'Gary', last_name: 'Gone', is_active: false });

const page = (users: UserRow[], total = users.length) => ({
  users,
  total_count: total,
  total_pages: Math.max(1, Math.ceil(total / 20)),
  current_page: 1,
});

function serve(users: UserRow[] = [me, noEmail, inactive], total?: number) {
  return mockApi(
    onEndpoint(listUsers, page(users, total)),
    onEndpoint(updateUser, ({ params }) => ({ user: { ...noEmail, id: Number(params.id), is_active: false } })),
    onEndpoint(showUser, userDetail({ user: inactive })),
  );
}

async function renderList(route = '/users') {
  renderWithProviders(<UsersListCard />, { route, path: '/users' });
  await screen.findByRole('link', { name: 'Nora Mail' });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
// The test DOM lays nothing out, so the filters' dropdowns (inside the card) count as detached and stay hidden.
const option = (name: string) => screen.getByRole('option', { name, hidden: true });
const lastQuery = (calls: { query: Record<string, unknown> }[]) => calls.at(-1)?.query;

describe('UsersListCard', () => {
  beforeEach(() => startSession('token', { ...sampleUser, id: me.id }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the spec columns, links names to users/{id}, "----" for a missing e-mail and the count', async () => {
    serve();
    await renderList();
    const headers = [...screen.getByRole('table').querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'UserName', 'Email', 'Account', 'Actions']);
    expect(screen.getByRole('link', { name: 'Nora Mail' }).getAttribute('href')).toBe('/users/2');
    expect(within(rowOf('Nora Mail')).getByText('----')).toBeTruthy();
    expect(within(rowOf('Alex Morgan')).getByText('Technician')).toBeTruthy();
    expect(screen.getByText('3 users')).toBeTruthy();
  });

  it('asks for page 1 of 20 by name, and reads page, filters and order from the URL', async () => {
    const { callsTo } = serve();
    await renderList('/users?page=2&keyword=nora&account_type=4&status=inactive&sort=username&order=desc');
    expect(lastQuery(callsTo(listUsers))).toEqual({
      page: '2',
      per_page: '20',
      keyword: 'nora',
      account_type: '4',
      is_active: 'false',
      sort: 'username',
      order: 'desc',
    });
  });

  it('ignores URL values it does not know', async () => {
    const { callsTo } = serve();
    await renderList('/users?account_type=wizard&status=maybe&sort=password_hash');
    expect(lastQuery(callsTo(listUsers))).toEqual({ page: '1', per_page: '20' });
  });

  it('filters by account type and status, and sorts by username on the server', async () => {
    const { callsTo } = serve();
    await renderList();
    fireEvent.click(screen.getByRole('combobox', { name: 'Account type' }));
    fireEvent.click(option('Technician'));
    await waitFor(() => expect(lastQuery(callsTo(listUsers))).toMatchObject({ account_type: '4' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(option('Deactivated'));
    await waitFor(() => expect(lastQuery(callsTo(listUsers))).toMatchObject({ is_active: 'false' }));
    fireEvent.click(screen.getByText('UserName'));
    await waitFor(() => expect(lastQuery(callsTo(listUsers))).toMatchObject({ sort: 'username', order: 'asc' }));
  });

  it('searches after the spec’s 900 ms pause', async () => {
    const asked: { at: number; keyword: unknown }[] = [];
    mockApi(
      onEndpoint(listUsers, ({ query }) => {
        asked.push({ at: Date.now(), keyword: query.keyword });
        return page([me, noEmail]);
      }),
    );
    await renderList();
    const typedAt = Date.now();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: ' nora ' } });
    await waitFor(() => expect(asked.at(-1)?.keyword).toBe('nora'), { timeout: 3000 });
    expect(asked.find((call) => call.keyword === 'nora')!.at - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
  });

  it('offers no actions on the signed-in user’s own row, and reactivation for deactivated users', async () => {
    serve();
    await renderList();
    expect(within(rowOf('Alex Morgan')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('Alex Morgan')).getByText('You')).toBeTruthy();
    expect(within(rowOf('Nora Mail')).getByRole('button', { name: 'Edit permissions' })).toBeTruthy();
    expect(within(rowOf('Nora Mail')).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(rowOf('Nora Mail')).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    const gone = rowOf('Gary Gone');
    expect(within(gone).getByText('Deactivated')).toBeTruthy();
    expect(within(gone).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('asks "Deactivate?" with the spec text, then PATCHes is_active 0, toasts and reloads the list', async () => {
    const { callsTo } = serve();
    await renderList();
    const listCalls = callsTo(listUsers).length;
    fireEvent.click(within(rowOf('Nora Mail')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivate?')).toBeTruthy();
    expect(screen.getByText('You wish to deactivate noemail')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'User deactivated!'));
    expect(callsTo(updateUser)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateUser, { id: 2 })}`,
      body: { user: { is_active: 0 } },
    });
    await waitFor(() => expect(callsTo(listUsers).length).toBeGreaterThan(listCalls));
  });

  it('opens the permissions editor for that user', async () => {
    serve();
    await renderList();
    fireEvent.click(within(rowOf('Gary Gone')).getByRole('button', { name: 'Edit permissions' }));
    expect(await screen.findByText('Permissions of Gary Gone')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Dashboard' })).toBeTruthy();
  });

  it('says so when nobody matches', async () => {
    serve([]);
    renderWithProviders(<UsersListCard />, { route: '/users', path: '/users' });
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByText('Try another search or account type.')).toBeTruthy();
  });
});
