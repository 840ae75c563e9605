import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@makro/domain/shared';
import { ApiError, api } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { toast } from '@/lib/notify';
import { getSession, reloadSession, startSession } from '@/lib/session-store';
import { jsonResponse, sampleUser } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

describe('api client', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    setNavigator(navigate);
    startSession('secret-token', { ...sampleUser, permissions: ['can_view_dashboard'] });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends the bearer token and returns the body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/v1/users/show_info')).resolves.toEqual({ data: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/users/show_info');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it('parses the error envelope into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(400, { error: { code: 'bad_request', message: 'Bad input', details: { field: 'x' } } }),
        ),
    );
    const error = await api.post('/v1/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Bad input', details: { field: 'x' } });
    expect(getSession().token).toBe('secret-token');
  });

  it('on 401 clears storage and session, goes to /login and shows the toast', async () => {
    localStorage.setItem('something_else', 'x');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(401, { error: { code: 'unauthenticated', message: 'Expired' } })),
    );
    await expect(api.get('/v1/users/show_info')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    expect(localStorage.getItem('something_else')).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, permissions: [] });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toast).toHaveBeenCalledWith('error', MESSAGES.tokenExpired);
  });

  it('a 401 on a public call (login) does not end a session', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse(401, { error: { code: 'unauthenticated', message: 'Invalid credentials!' } })),
    );
    await expect(api.post('/v1/users/login', {}, { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    reloadSession();
    expect(getSession().token).toBe('secret-token');
  });
});
