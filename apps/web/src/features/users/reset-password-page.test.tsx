import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGED, RESET_LINK_INVALID } from '@makro/domain/users';
import { ResetPasswordPage } from '@/features/users/reset-password-page';
import { toast } from '@/lib/notify';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const TOKEN = 'a'.repeat(43);

function submit(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText(/New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says the link is invalid when it has no token', () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password' });
    expect(screen.getByText(RESET_LINK_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('shows "Passwords don\'t match" and sends nothing on a mismatch', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route: `/reset-password?token=${TOKEN}` });
    submit('new-password-1', 'new-password-2');
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password, toasts the server message and goes to /login', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { message: PASSWORD_CHANGED })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route: `/reset-password?token=${TOKEN}` });
    submit('new-password-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(toast).toHaveBeenCalledWith('success', PASSWORD_CHANGED);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
  });

  it('shows the invalid-link message of a 422 with a way back to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse(422, { error: { code: 'unprocessable', message: RESET_LINK_INVALID } })),
      ),
    );
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route: `/reset-password?token=${TOKEN}` });
    submit('new-password-1');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });
});
