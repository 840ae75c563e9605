import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReviews } from '@makro/domain/reviews';
import { DEFAULT_PERMISSIONS, MESSAGES } from '@makro/domain/shared';
import { login } from '@makro/domain/users';
import { LoginPage } from '@/features/users/login-page';
import { toast } from '@/lib/notify';
import { getSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders, sampleUser } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn(), clearToasts: vi.fn() }));

/** The reviews service is down: the login page must not care. */
const serve = (...routes: MockRoute[]) =>
  mockApi(onEndpoint(listReviews, errorAnswer(502, 'upstream_failed', 'down')), ...routes);

function submit(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('Enter your username'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
}

const renderLogin = () => renderWithProviders(<LoginPage />, { path: '/login', route: '/login' });

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the form as the spec words it', () => {
    serve();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Enter your username and password to access account.')).toBeTruthy();
    expect(screen.getByText('v2.0.0', { exact: false })).toBeTruthy();
  });

  it("shows 'Invalid credentials!' and a 'Login failed: ' toast on 401", async () => {
    serve(onEndpoint(login, errorAnswer(401, 'unauthenticated', 'Invalid credentials!')));
    renderLogin();
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
    const { callsTo } = serve(onEndpoint(login, { token: 'tok', user_info: user }));
    renderLogin();
    submit(' rtgrim ', 'makro-demo');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/grim'));
    expect(callsTo(login)[0]?.body).toEqual({ username: 'rtgrim', password: 'makro-demo' });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('permissions') ?? '[]')).toEqual(['can_view_grim']);
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}')).toMatchObject({ username: 'administrator' });
  });

  it('requires the username and the password, in the page’s words', async () => {
    const { callsTo } = serve();
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('User Name is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(callsTo(login)).toHaveLength(0);
  });
});
