import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportInventory, listInventories, showBin } from '@makro/domain/inventory';
import { MESSAGES } from '@makro/domain/shared';
import { login, showInfo } from '@makro/domain/users';
import { ApiError, callEndpoint, endpointUrl, openEndpointStream, queryKeyFor } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { toast } from '@/lib/notify';
import { getSession, reloadSession, startSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { sampleUser } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const me = { ...sampleUser, permissions: ['can_view_dashboard' as const] };

describe('the typed API client', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    setNavigator(navigate);
    startSession('secret-token', me);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('builds the URL from the contract: encoded path parameters, repeated list keys, no empty values', () => {
    expect(endpointUrl(showBin, { params: { code: 'A 1/2' } })).toBe('/api/v1/locations/A%201%2F2');
    expect(
      endpointUrl(exportInventory, {
        query: { 'category[]': ['TIPM', 'ECM'], 'status[]': [], 'fields[]': undefined },
      }),
    ).toBe('/api/v1/inventories/export?category%5B%5D=TIPM&category%5B%5D=ECM');
    expect(endpointUrl(listInventories, { query: { page: 2, keyword: '' } })).toBe('/api/v1/inventories?page=2');
  });

  it('sends the bearer token and returns the answer', async () => {
    const { callsTo } = mockApi(onEndpoint(showInfo, { data: me }));
    await expect(callEndpoint(showInfo, {})).resolves.toEqual({ data: me });
    expect(callsTo(showInfo)[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('sends no token to a public endpoint, and its 401 does not end the session', async () => {
    const { callsTo } = mockApi(onEndpoint(login, errorAnswer(401, 'unauthenticated', MESSAGES.invalidCredentials)));
    const error = await callEndpoint(login, { body: { username: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: MESSAGES.invalidCredentials });
    expect(callsTo(login)[0]?.headers.authorization).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    reloadSession();
    expect(getSession().token).toBe('secret-token');
  });

  it('turns the error envelope into an ApiError with its details', async () => {
    const details = { fields: [{ field: 'query.page', message: 'too small' }] };
    mockApi(onEndpoint(listInventories, errorAnswer(400, 'bad_request', 'query.page: too small', details)));
    const error = await callEndpoint(listInventories, { query: { page: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', details });
  });

  it('keeps the answer’s request id, and a server failure’s message names it as the reference to quote', async () => {
    const failed = { ...errorAnswer(500, 'internal', 'Something went wrong on our side.'), requestId: 'req-500' };
    mockApi(onEndpoint(showInfo, failed));
    await expect(callEndpoint(showInfo, {})).rejects.toMatchObject({
      status: 500,
      requestId: 'req-500',
      message: 'Something went wrong on our side. (reference: req-500)',
    });

    const refused = { ...errorAnswer(409, 'conflict', 'The bin is not empty.'), requestId: 'req-409' };
    mockApi(onEndpoint(showBin, refused));
    // A refusal's words say what to change; the id is kept all the same.
    await expect(callEndpoint(showBin, { params: { code: 'A1' } })).rejects.toMatchObject({
      requestId: 'req-409',
      message: 'The bin is not empty.',
    });
  });

  it('on a 401 clears the session, goes to /login and says the token expired', async () => {
    localStorage.setItem('something_else', 'x');
    mockApi(onEndpoint(showInfo, errorAnswer(401, 'unauthenticated', 'Expired')));
    await expect(callEndpoint(showInfo, {})).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('something_else')).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, permissions: [] });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toast).toHaveBeenCalledWith('error', MESSAGES.tokenExpired);
  });

  it('a stream fails through the same path: a 401 on an export ends the session too', async () => {
    mockApi(onEndpoint(exportInventory, errorAnswer(401, 'unauthenticated', 'Expired')));
    await expect(openEndpointStream(exportInventory, {})).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('gives every call of an endpoint one key family, so one invalidation reaches them all', () => {
    const family = queryKeyFor(listInventories);
    const key = queryKeyFor(listInventories, { query: { page: 2 } });
    expect(key.slice(0, family.length)).toEqual(family);
    expect(queryKeyFor(showBin)).not.toEqual(family);
  });
});

describe('the contract mock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a fixture that breaks the contract', async () => {
    mockApi(onEndpoint(showInfo, { data: { id: 'not a number' } } as never));
    await expect(callEndpoint(showInfo, {})).rejects.toThrow(/breaks its contract/);
  });
});
