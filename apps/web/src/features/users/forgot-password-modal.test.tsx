import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_SENT, forgotPassword } from '@makro/domain/users';
import { ForgotPasswordModal } from '@/features/users/forgot-password-modal';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

describe('ForgotPasswordModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for a username or e-mail and shows the server’s answer', async () => {
    const { callsTo } = mockApi(onEndpoint(forgotPassword, { message: RESET_LINK_SENT }));
    renderWithProviders(<ForgotPasswordModal opened onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Username or email is required')).toBeTruthy();
    expect(callsTo(forgotPassword)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Username or email/ }), { target: { value: ' jdoe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeTruthy();
    const [call] = callsTo(forgotPassword);
    expect(call?.body).toEqual({ login: 'jdoe' });
    expect(call?.headers.authorization).toBeUndefined();
  });
});
