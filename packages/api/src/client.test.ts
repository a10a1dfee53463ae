import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { fakeFetch, json, makeJwt, memoryStorage, type RecordedCall } from './testing/fakes';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const MINUTE = 60_000;
const BASE_URL = 'http://lingua.test/api';

const freshToken = makeJwt(NOW + 15 * MINUTE, 'fresh');
const renewedToken = makeJwt(NOW + 30 * MINUTE, 'renewed');
const storedUser = JSON.stringify({ id: 'user-1', email: 'ana@example.com' });

/** A server that accepts only `accepted` tokens and renews tokens on /auth/token. */
function server(
  options: { accepted?: (string | undefined)[]; refresh?: (call: RecordedCall) => Response } = {},
) {
  const accepted = new Set((options.accepted ?? [renewedToken]).map((token) => `Bearer ${token}`));
  return fakeFetch((call) => {
    if (call.path === '/auth/token') {
      return options.refresh
        ? options.refresh(call)
        : json({
            access_token: renewedToken,
            refresh_token: 'refresh-2',
            token_type: 'bearer',
            expires_in: 1800,
          });
    }
    if (call.path === '/auth/login') return json({ detail: 'Invalid e-mail or password' }, 401);
    if (!accepted.has(call.authorization ?? '')) {
      return json({ detail: 'Not authenticated' }, 401);
    }
    return json({ ok: true, echo: call.body ? JSON.parse(call.body) : null });
  });
}

function setup(
  session: { access?: string; refresh?: string } = { access: freshToken, refresh: 'refresh-1' },
  api = server({ accepted: [session.access] }),
) {
  const initial: Record<string, string> = { user: storedUser };
  if (session.access) initial.access_token = session.access;
  if (session.refresh) initial.refresh_token = session.refresh;
  const { storage, entries } = memoryStorage(initial);
  let clock = NOW;
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: BASE_URL,
    storage,
    onSessionExpired,
    fetch: api.fetch,
    now: () => clock,
  });
  return {
    client,
    api,
    entries,
    onSessionExpired,
    advanceClock: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createApiClient: bearer header', () => {
  it('sends the stored access token with a protected call', async () => {
    const { client, api } = setup();

    const { response } = await client.GET('/users/me');

    expect(response.status).toBe(200);
    expect(api.calls[0]?.authorization).toBe(`Bearer ${freshToken}`);
  });

  it('fails a protected call with "No access token found" without calling the server', async () => {
    const { client, api } = setup({ refresh: 'refresh-1' });

    await expect(client.GET('/users/me')).rejects.toThrow('No access token found');
    expect(api.calls).toHaveLength(0);
  });

  it('makes public auth calls without a token and returns their 401 untouched', async () => {
    const { client, api, onSessionExpired } = setup({});

    const { error, response } = await client.POST('/auth/login', {
      body: { email: 'ana@example.com', password: 'wrong' },
    });

    expect(response.status).toBe(401);
    expect(error?.detail).toBe('Invalid e-mail or password');
    expect(api.calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/auth/login', null],
    ]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('createApiClient: refresh before the request', () => {
  it('refreshes first when the token expires within 5 minutes', async () => {
    const expiring = makeJwt(NOW + 5 * MINUTE - 1000, 'expiring');
    const { client, api, entries } = setup({ access: expiring, refresh: 'refresh-1' }, server());

    const { response } = await client.GET('/users/me');

    expect(response.status).toBe(200);
    expect(api.calls.map((call) => call.path)).toEqual(['/auth/token', '/users/me']);
    expect(api.calls[0]?.search).toBe('?grant_type=refresh_token');
    expect(JSON.parse(api.calls[0]?.body ?? '')).toEqual({ refresh_token: 'refresh-1' });
    expect(api.calls[1]?.authorization).toBe(`Bearer ${renewedToken}`);
    expect(entries()).toMatchObject({ access_token: renewedToken, refresh_token: 'refresh-2' });
  });

  it('keeps a token with more than 5 minutes left, and refreshes once the clock reaches the window', async () => {
    const token = makeJwt(NOW + 5 * MINUTE + 1000, 'soon');
    const api = server({ accepted: [token, renewedToken] });
    const { client, advanceClock } = setup({ access: token, refresh: 'refresh-1' }, api);

    await client.GET('/users/me');
    expect(api.callsTo('/auth/token')).toHaveLength(0);

    advanceClock(2000);
    await client.GET('/users/me');
    expect(api.callsTo('/auth/token')).toHaveLength(1);
  });

  it('shares one refresh between 10 concurrent requests', async () => {
    const expiring = makeJwt(NOW + MINUTE, 'expiring');
    const { client, api } = setup({ access: expiring, refresh: 'refresh-1' }, server());

    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.GET('/rooms/all_rooms')),
    );

    expect(results.every(({ response }) => response.status === 200)).toBe(true);
    expect(api.callsTo('/auth/token')).toHaveLength(1);
    expect(
      api.callsTo('/rooms/all_rooms').every((c) => c.authorization === `Bearer ${renewedToken}`),
    ).toBe(true);
  });
});

describe('createApiClient: retry after a 401', () => {
  it('refreshes and re-sends the same request, body included, once', async () => {
    const { client, api } = setup({ access: freshToken, refresh: 'refresh-1' }, server());
    const body = { feedback_type: 'bug', feedback_text: 'The timer stops at 00:01' } as const;

    const { data, response } = await client.POST('/feedback/create', { body });

    expect(response.status).toBe(200);
    expect(data).toMatchObject({ echo: body });
    const sent = api.callsTo('/feedback/create');
    expect(sent.map((call) => call.authorization)).toEqual([
      `Bearer ${freshToken}`,
      `Bearer ${renewedToken}`,
    ]);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(api.callsTo('/auth/token')).toHaveLength(1);
  });

  it('gives up after one retry and returns the second 401', async () => {
    const { client, api } = setup(
      { access: freshToken, refresh: 'refresh-1' },
      server({ accepted: [] }),
    );

    const { error, response } = await client.GET('/users/me');

    expect(response.status).toBe(401);
    expect(error?.detail).toBe('Not authenticated');
    expect(api.callsTo('/users/me')).toHaveLength(2);
    expect(api.callsTo('/auth/token')).toHaveLength(1);
  });

  it('shares one refresh between 10 concurrent requests answered 401', async () => {
    const { client, api } = setup({ access: freshToken, refresh: 'refresh-1' }, server());

    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.GET('/templates/get_templates')),
    );

    expect(results.every(({ response }) => response.status === 200)).toBe(true);
    expect(api.callsTo('/auth/token')).toHaveLength(1);
    expect(api.callsTo('/templates/get_templates')).toHaveLength(20);
  });
});

describe('createApiClient: end of the session', () => {
  it('without a refresh token clears the session and reports "Failed to refresh token"', async () => {
    const { client, api, entries, onSessionExpired } = setup(
      { access: freshToken },
      server({ accepted: [] }),
    );

    await expect(client.GET('/users/me')).rejects.toThrow('Failed to refresh token');

    expect(api.callsTo('/auth/token')).toHaveLength(0);
    expect(entries()).toEqual({});
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('when the refresh is refused clears tokens and user once, even for concurrent requests', async () => {
    const expiring = makeJwt(NOW + MINUTE, 'expiring');
    const api = server({ refresh: () => json({ detail: 'Refresh token reused' }, 401) });
    const { client, entries, onSessionExpired } = setup(
      { access: expiring, refresh: 'stolen' },
      api,
    );

    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => client.GET('/users/me')),
    );

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain(
      'Failed to refresh token',
    );
    expect(entries()).toEqual({});
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/users/me')).toHaveLength(0);
  });

  it('keeps the session when the refresh fails on the network, so a later call can try again', async () => {
    const expiring = makeJwt(NOW + MINUTE, 'expiring');
    const api = server({
      refresh: () => {
        throw new TypeError('fetch failed');
      },
    });
    const { client, entries, onSessionExpired } = setup(
      { access: expiring, refresh: 'refresh-1' },
      api,
    );

    await expect(client.GET('/users/me')).rejects.toThrow('Failed to refresh token');

    expect(entries()).toMatchObject({ access_token: expiring, refresh_token: 'refresh-1' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the stored refresh token when the server does not rotate it', async () => {
    const expiring = makeJwt(NOW + MINUTE, 'expiring');
    const api = server({ refresh: () => json({ access_token: renewedToken }) });
    const { client, entries } = setup({ access: expiring, refresh: 'refresh-1' }, api);

    await client.GET('/users/me');

    expect(entries()).toMatchObject({ access_token: renewedToken, refresh_token: 'refresh-1' });
  });
});

describe('createApiClient: the session it owns', () => {
  it('sends the tokens of a login saved through client.session', async () => {
    const { client, entries } = setup({}, server());
    client.session.saveTokens({ access_token: renewedToken, refresh_token: 'refresh-9' });

    const { response } = await client.GET('/users/me');

    expect(response.status).toBe(200);
    expect(entries()).toMatchObject({ access_token: renewedToken, refresh_token: 'refresh-9' });
  });

  it('restores only a well-formed stored user', () => {
    const { client } = setup();
    expect(client.session.user()).toEqual({ id: 'user-1', email: 'ana@example.com' });

    client.session.saveUser({ id: 'user-2', email: 'bo@example.com', first_name: 'Bo' });
    expect(client.session.user()).toMatchObject({ id: 'user-2', first_name: 'Bo' });
  });
});

describe('createApiClient: tabs of one browser', () => {
  /** A Web Lock both tabs share: callbacks run one after another, as navigator.locks does. */
  function sharedLock() {
    let queue: Promise<unknown> = Promise.resolve();
    return {
      request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
        const turn = queue.then(callback);
        queue = turn.catch(() => undefined);
        return turn;
      },
    };
  }

  it('refreshes once when two tabs find the token expiring at the same time', async () => {
    const expiring = makeJwt(NOW + MINUTE, 'expiring');
    const api = server();
    const { storage, entries } = memoryStorage({
      user: storedUser,
      access_token: expiring,
      refresh_token: 'refresh-1',
    });
    const locks = sharedLock();
    const tab = () =>
      createApiClient({
        baseUrl: BASE_URL,
        storage,
        onSessionExpired: vi.fn(),
        fetch: api.fetch,
        now: () => NOW,
        locks,
      });

    const answers = await Promise.all([tab().GET('/users/me'), tab().GET('/users/me')]);

    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200]);
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(1);
    expect(entries()).toMatchObject({ access_token: renewedToken, refresh_token: 'refresh-2' });
  });
});
