import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_SENT } from '@makro/domain/users';
import { ForgotPasswordModal } from '@/features/users/forgot-password-modal';
import { jsonResponse, renderWithProviders } from '@/test/render';

describe('ForgotPasswordModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for a username or e-mail and shows the server’s answer', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { message: RESET_LINK_SENT })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ForgotPasswordModal opened onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Username or email is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Username or email/ }), { target: { value: ' jdoe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/passwords/forgot');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'jdoe' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });
});
