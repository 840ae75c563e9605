import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS, MESSAGES } from '@makro/domain/shared';
import { LoginPage } from '@/features/users/login-page';
import { toast } from '@/lib/notify';
import { getSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders, sampleUser } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn(), clearToasts: vi.fn() }));

function mockApi(login: Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/v1/reviews')) {
      return Promise.resolve(jsonResponse(502, { error: { code: 'upstream_failed', message: 'down' } }));
    }
    return Promise.resolve(login);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function submit(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('Enter your username'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the form as the spec words it', () => {
    mockApi(jsonResponse(500, {}));
    renderWithProviders(<LoginPage />, { path: '/login', route: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Enter your username and password to access account.')).toBeTruthy();
    expect(screen.getByText('v2.0.0', { exact: false })).toBeTruthy();
  });

  it("shows 'Invalid credentials!' and a 'Login failed: ' toast on 401", async () => {
    mockApi(jsonResponse(401, { error: { code: 'unauthenticated', message: 'Invalid credentials!' } }));
    renderWithProviders(<LoginPage />, { path: '/login', route: '/login' });
    submit('administrator', 'wrong');
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('error', 'Login failed: Invalid credentials!');
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the session and goes to the home of the account type', async () => {
    const user = {
      ...sampleUser,
      account_type: { id: 8, slug: 'rtgrim' as const, title: 'RTGrim' },
      permissions: [...DEFAULT_PERMISSIONS.rtgrim],
    };
    mockApi(jsonResponse(200, { token: 'tok', user_info: user }));
    renderWithProviders(<LoginPage />, { path: '/login', route: '/login' });
    submit('rtgrim', 'makro-demo');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/grim'));
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('permissions') ?? '[]')).toEqual(['can_view_grim']);
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}')).toMatchObject({ username: 'administrator' });
  });

  it('requires the username', () => {
    const fetchMock = mockApi(jsonResponse(500, {}));
    renderWithProviders(<LoginPage />, { path: '/login', route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(screen.getByText('User Name is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/login'))).toBe(false);
  });
});
