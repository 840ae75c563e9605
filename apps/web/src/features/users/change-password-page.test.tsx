import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listInventories } from '@makro/domain/inventory';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGE_REQUIRED_CODE,
  PASSWORD_SAVED,
  changePassword,
} from '@makro/domain/users';
import { ChangePasswordPage } from '@/features/users/change-password-page';
import { callEndpoint } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { toast } from '@/lib/notify';
import { clearSession, getSession, startSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders, sampleUser } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const temporary = { ...sampleUser, must_change_password: true };

function submit(current: string, password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText(/Current Password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

const renderPage = () =>
  renderWithProviders(<ChangePasswordPage />, { path: '/change-password', route: '/change-password' });

describe('ChangePasswordPage', () => {
  beforeEach(() => startSession('tok', temporary));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('checks the passwords with the contract’s schema and sends nothing until they are right', async () => {
    const { callsTo } = mockApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    submit('', 'short');
    expect(await screen.findByText('Current Password is required')).toBeTruthy();
    expect(screen.getByText('New Password needs at least 8 characters')).toBeTruthy();
    submit('Welcome-1', 'new-password-1', 'new-password-2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(changePassword)).toHaveLength(0);
  });

  it('saves the new password, keeps the session with the fresh user and goes home', async () => {
    const { callsTo } = mockApi(
      onEndpoint(changePassword, { message: PASSWORD_SAVED, user_info: { ...temporary, must_change_password: false } }),
    );
    renderPage();
    submit('Welcome-1', 'new-password-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(callsTo(changePassword)[0]?.body).toEqual({
      current_password: 'Welcome-1',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(toast).toHaveBeenCalledWith('success', PASSWORD_SAVED);
    expect(getSession()).toMatchObject({ token: 'tok', user: { must_change_password: false } });
  });

  it('puts a wrong current password on its field', async () => {
    mockApi(
      onEndpoint(
        changePassword,
        errorAnswer(422, 'unprocessable', CURRENT_PASSWORD_WRONG, {
          fields: [{ field: 'body.current_password', message: CURRENT_PASSWORD_WRONG }],
        }),
      ),
    );
    renderPage();
    submit('not-it-at-all', 'new-password-1');
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('a 403 password_change_required from any call', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('marks the stored user and sends to the new-password page', async () => {
    startSession('tok', sampleUser);
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi(onEndpoint(listInventories, errorAnswer(403, PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED)));
    await expect(callEndpoint(listInventories, { query: {} })).rejects.toMatchObject({
      status: 403,
      code: PASSWORD_CHANGE_REQUIRED_CODE,
    });
    expect(getSession().user?.must_change_password).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/change-password');
  });
});
