import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_LINK_INVALID_CODE, resetPassword } from '@makro/domain/users';
import { ResetPasswordPage } from '@/features/users/reset-password-page';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint, type ErrorAnswer } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const TOKEN = 'a'.repeat(43);

function submit(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText(/New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const renderPage = (route = `/reset-password?token=${TOKEN}`) =>
  renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route });

/** The page says the link cannot be used and offers to e-mail a new one. */
async function expectInvalidLinkWithWayBack() {
  expect(await screen.findByText(RESET_LINK_INVALID)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
  expect(await screen.findByRole('textbox', { name: /Username or email/ })).toBeTruthy();
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says the link is invalid when it has no token', async () => {
    mockApi();
    renderPage('/reset-password');
    await expectInvalidLinkWithWayBack();
  });

  it('checks the passwords with the contract’s schema and sends nothing until they are right', async () => {
    const { callsTo } = mockApi(onEndpoint(resetPassword, { message: PASSWORD_CHANGED }));
    renderPage();
    submit('short');
    expect(await screen.findByText('New Password needs at least 8 characters')).toBeTruthy();
    submit('new-password-1', 'new-password-2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(resetPassword)).toHaveLength(0);
  });

  it('sets the password, toasts the server message and goes to /login', async () => {
    const { callsTo } = mockApi(onEndpoint(resetPassword, { message: PASSWORD_CHANGED }));
    renderPage();
    submit('new-password-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(toast).toHaveBeenCalledWith('success', PASSWORD_CHANGED);
    expect(callsTo(resetPassword)[0]?.body).toEqual({
      token: TOKEN,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
  });

  const refusals: [string, ErrorAnswer][] = [
    [
      'the server’s invalid-link answer',
      errorAnswer(422, RESET_LINK_INVALID_CODE, RESET_LINK_INVALID, {
        fields: [{ field: 'body.token', message: RESET_LINK_INVALID }],
      }),
    ],
    [
      'any refusal of the token, never its raw wording',
      errorAnswer(400, 'bad_request', 'body.token: token is not a reset token', {
        fields: [{ field: 'body.token', message: 'token is not a reset token' }],
      }),
    ],
  ];
  it.each(refusals)('after %s, says the link is invalid with a way to ask for a new one', async (_case, answer) => {
    mockApi(onEndpoint(resetPassword, answer));
    renderPage();
    submit('new-password-1');
    await expectInvalidLinkWithWayBack();
    expect(screen.queryByText(/token is not a reset token/)).toBeNull();
  });
});
