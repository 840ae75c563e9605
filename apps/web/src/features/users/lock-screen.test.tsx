import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRONG_UNLOCK_PASSWORD, unlockSession } from '@makro/domain/users';
import { getSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { LockScreen } from '@/features/users/lock-screen';
import { lockScreen } from '@/features/users/lock-state';

describe('the lock screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('stays until the right password, shows a wrong one on its field, and keeps the session', async () => {
    signInAs('technician');
    mockApi(
      onEndpoint(unlockSession, ({ body }) =>
        body.password === 'right-one'
          ? { message: 'Unlocked' }
          : errorAnswer(422, 'unprocessable', WRONG_UNLOCK_PASSWORD, {
              fields: [{ field: 'body.password', message: WRONG_UNLOCK_PASSWORD }],
            }),
      ),
    );
    lockScreen();
    renderWithProviders(<LockScreen user={getSession().user!} />);
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(WRONG_UNLOCK_PASSWORD)).toBeTruthy();
    expect(localStorage.getItem('makro.locked')).toBe('true');
    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(localStorage.getItem('makro.locked')).toBeNull());
    expect(getSession().token).toBe('test-token');
  });

  it('asks for the password before calling the server', async () => {
    signInAs('technician');
    const api = mockApi(onEndpoint(unlockSession, { message: 'Unlocked' }));
    lockScreen();
    renderWithProviders(<LockScreen user={getSession().user!} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(/required/i)).toBeTruthy();
    expect(api.callsTo(unlockSession)).toEqual([]);
  });
});
