import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApiContext, type StoredAuth } from './api-context';
import { toApiFailure } from './api-error';
import { createHttpClient, EXPIRED_ACCESS_TOKEN } from './create-http-client';
import type { OperationShape } from './required-parameters';

const OPS: OperationShape[] = [
  {
    operationId: 'getRestaurant',
    method: 'get',
    path: '/v1/restaurants/{restaurantId}',
    requiredPath: ['restaurantId'],
    requiredQuery: [],
    requiredBody: false,
  },
  {
    operationId: 'listRestaurantLineSettings',
    method: 'get',
    path: '/v1/restaurants/line_setting',
    requiredPath: [],
    requiredQuery: ['brandId'],
    requiredBody: false,
  },
  {
    operationId: 'getOrderInProgress',
    method: 'get',
    path: '/v1/orders/in_progress',
    requiredPath: [],
    requiredQuery: ['restaurantId'],
    requiredBody: false,
  },
  {
    operationId: 'updateCart',
    method: 'post',
    path: '/v1/orders/cart',
    requiredPath: [],
    requiredQuery: [],
    requiredBody: true,
  },
];

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | Error;

/** A fake transport: records every request and answers like a server would (4xx/5xx reject as axios does). */
function setup(handler: Handler, auth: StoredAuth | null = null, extra: Parameters<typeof createApiContext>[0] = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const remembered: string[] = [];
  let stored = auth;
  const context = createApiContext({
    brandId: 'demo',
    currentPath: () => '/restaurants/r1001/menus?eating_location=takeout',
    auth: {
      get: () => stored,
      set: (next) => {
        stored = next;
      },
      clear: () => {
        stored = null;
      },
      rememberPath: (path) => remembered.push(path),
    },
    ...extra,
  });
  const client = createHttpClient({
    context: () => context,
    baseURL: 'http://api.test',
    operations: OPS,
    adapter: (config) => {
      sent.push(config);
      const answer = handler(config);
      if (answer instanceof Error) return Promise.reject(answer);
      const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
      if (answer.status >= 400) {
        return Promise.reject(
          new AxiosError(
            'Request failed',
            answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
            config,
            null,
            response,
          ),
        );
      }
      return Promise.resolve(response);
    },
  });
  return { client, sent, remembered, auth: () => stored };
}

const ok = (data: unknown = {}) => ({ status: 200, data });
const expired = { status: 401, data: { code: EXPIRED_ACCESS_TOKEN, message: 'invalid access token' } };
const LOGGED_IN: StoredAuth = { accessToken: 'old-access', refreshToken: 'refresh-1' };
const bodyOf = (config: InternalAxiosRequestConfig): unknown => JSON.parse(String(config.data));

describe('common headers (SPEC 7) (SPEC §7 L304)', () => {
  it.each([
    ['x-api-key', 'key-of-this-deployment'],
    ['x-brand-id', 'demo'],
    ['x-platform-code', 'web'],
    ['Content-Type', 'application/json'],
  ])('every request sends %s', async (name, value) => {
    vi.stubEnv('API_KEY', 'key-of-this-deployment');
    const { client, sent } = setup(() => ok());
    await client.get('/v1/brands/demo');
    expect(sent[0]?.headers.get(name)).toBe(value);
  });

  it('sends the bearer token only when logged in (SPEC §6 L293 §7 L304)', async () => {
    const guest = setup(() => ok());
    await guest.client.get('/v1/brands/demo');
    expect(guest.sent[0]?.headers.get('Authorization')).toBeUndefined();
    const member = setup(() => ok(), LOGGED_IN);
    await member.client.get('/v1/brands/demo');
    expect(member.sent[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('sends x-d-account-session-id when set, and the pay mini app platform code (SPEC §6 L298 §7 L304)', async () => {
    const { client, sent } = setup(() => ok(), null, {
      platformCode: 'pay_mini_app',
      dAccountSessionId: () => 'sess-9',
    });
    await client.get('/v1/brands/demo');
    expect(sent[0]?.headers.get('x-d-account-session-id')).toBe('sess-9');
    expect(sent[0]?.headers.get('x-platform-code')).toBe('pay_mini_app');
  });

  it('has a 60 s timeout (SPEC §7 L305a §9 L424c)', () => {
    expect(setup(() => ok()).client.defaults.timeout).toBe(60_000);
  });
});

describe('case conversion (SPEC 7)', () => {
  it('sends request body keys in snake_case at every depth (SPEC §7 L305b)', async () => {
    const { client, sent } = setup(() => ok());
    await client.post('/v1/orders/cart', {
      restaurantId: 'r1001',
      servingType: 'SERVING_TYPE_TAKEOUT',
      orderItems: [{ itemId: 'i1', customizeItems: [{ customizeGroupId: 'g1' }] }],
    });
    expect(bodyOf(sent[0]!)).toEqual({
      restaurant_id: 'r1001',
      serving_type: 'SERVING_TYPE_TAKEOUT',
      order_items: [{ item_id: 'i1', customize_items: [{ customize_group_id: 'g1' }] }],
    });
  });

  it('gives response keys in camelCase at every depth, values untouched (SPEC §7 L305b)', async () => {
    const { client } = setup(() =>
      ok({ is_menu_view_only: false, item: { customize_groups: [{ customize_group_id: 'g_1' }] } }),
    );
    const { data } = await client.get<unknown>('/v1/restaurants/r1001/menus/m/items/i');
    expect(data).toEqual({ isMenuViewOnly: false, item: { customizeGroups: [{ customizeGroupId: 'g_1' }] } });
  });

  it('keeps query names as written, dotted ones included, and repeats array keys', async () => {
    const { client, sent } = setup(() => ok());
    await client.get('/v1/restaurants', { params: { brandId: 'demo', 'page.pageSize': 20, 'page.pageToken': 'abc' } });
    await client.get('/v1/pricing/coupon/available', { params: { couponCode: ['A', 'B'] } });
    expect(client.getUri(sent[0])).toBe(
      'http://api.test/v1/restaurants?brandId=demo&page.pageSize=20&page.pageToken=abc',
    );
    expect(client.getUri(sent[1])).toBe('http://api.test/v1/pricing/coupon/available?couponCode=A&couponCode=B');
  });
});

describe('expired access token: one refresh, one retry (SPEC 4, 7)', () => {
  it('refreshes with the stored refresh token and retries once with the new access token (SPEC §4 L255a §7 L306 L352 §8 L402)', async () => {
    const { client, sent, auth } = setup((config) => {
      if (config.url === '/v1/auth/token_refresh') return ok({ access_token: 'new-access' });
      return config.headers.get('Authorization') === 'Bearer new-access' ? ok({ done: true }) : expired;
    }, LOGGED_IN);
    const { data } = await client.get<unknown>('/v1/orders');
    expect(data).toEqual({ done: true });
    expect(sent.map((c) => c.url)).toEqual(['/v1/orders', '/v1/auth/token_refresh', '/v1/orders']);
    expect(bodyOf(sent[1]!)).toEqual({ refresh_token: 'refresh-1' });
    expect(auth()).toEqual({ accessToken: 'new-access', refreshToken: 'refresh-1' });
  });

  it('retries only once: a second expired answer is passed on (SPEC §7 L306)', async () => {
    const { client, sent } = setup(
      (config) => (config.url === '/v1/auth/token_refresh' ? ok({ access_token: 'a2' }) : expired),
      LOGGED_IN,
    );
    await expect(client.get('/v1/orders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent.filter((c) => c.url === '/v1/orders')).toHaveLength(2);
    expect(sent.filter((c) => c.url === '/v1/auth/token_refresh')).toHaveLength(1);
  });

  it('shares one refresh between calls that expire together', async () => {
    const refresh = vi.fn(() => ok({ access_token: 'shared' }));
    const { client } = setup((config) => {
      if (config.url === '/v1/auth/token_refresh') return refresh();
      return config.headers.get('Authorization') === 'Bearer shared' ? ok() : expired;
    }, LOGGED_IN);
    await Promise.all([client.get('/v1/orders'), client.get('/v1/payments/creditcards')]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('on a failed refresh removes the stored auth, remembers the current path and passes the error on (SPEC §4 L255b)', async () => {
    const { client, auth, remembered } = setup(
      (config) =>
        config.url === '/v1/auth/token_refresh'
          ? { status: 503, data: { code: 'E100100005', message: 'down' } }
          : expired,
      LOGGED_IN,
    );
    const error = await client.get('/v1/orders').catch((e: unknown) => e);
    expect(toApiFailure(error)).toMatchObject({ kind: 'server', status: 401, code: EXPIRED_ACCESS_TOKEN });
    expect(auth()).toBeNull();
    expect(remembered).toEqual(['/restaurants/r1001/menus?eating_location=takeout']);
  });

  it.each([
    ['E100110306 (400)', 400, 'E100110306'],
    ['E100110506 (401)', 401, 'E100110506'],
  ])(
    'a refresh answering %s opens the forced-logout modal once and passes that code on (SPEC §4 L256 §8 L385 L405)',
    async (_n, status, code) => {
      const events: unknown[] = [];
      const { client, auth, remembered, sent } = setup(
        (config) => (config.url === '/v1/auth/token_refresh' ? { status, data: { code, message: 'bad' } } : expired),
        LOGGED_IN,
        { onSessionError: (event) => events.push(event) },
      );
      const errors = await Promise.all([1, 2, 3].map(() => client.get('/v1/orders').catch((e: unknown) => e)));
      for (const error of errors) expect(toApiFailure(error)).toMatchObject({ code });
      expect(events).toEqual([{ kind: 'forcedLogout', code }]);
      expect(sent.filter((c) => c.url === '/v1/auth/token_refresh')).toHaveLength(1);
      expect(auth()).toBeNull();
      expect(remembered[0]).toBe('/restaurants/r1001/menus?eating_location=takeout');
    },
  );

  it('stores a rotated refresh token and a new expiry', async () => {
    const { client, auth } = setup((config) => {
      if (config.url === '/v1/auth/token_refresh') {
        return ok({
          access_token: 'a2',
          refresh_token: 'refresh-2',
          refresh_token_expires: '2026-12-21T23:00:00+09:00',
        });
      }
      return config.headers.get('Authorization') === 'Bearer a2' ? ok() : expired;
    }, LOGGED_IN);
    await client.get('/v1/orders');
    expect(auth()).toEqual({
      accessToken: 'a2',
      refreshToken: 'refresh-2',
      refreshTokenExpires: '2026-12-21T23:00:00+09:00',
    });
  });

  it('does not refresh again when another tab already replaced the tokens while this one waited for the lock', async () => {
    let otherTabDone = false;
    const refresh = vi.fn(() => ok({ access_token: 'never' }));
    const holder: { stored: StoredAuth | null } = { stored: { ...LOGGED_IN } };
    const { client, sent } = setup(
      (config) => {
        if (config.url === '/v1/auth/token_refresh') return refresh();
        return config.headers.get('Authorization') === 'Bearer other-tab' ? ok() : expired;
      },
      null,
      {
        auth: {
          get: () => holder.stored,
          set: (next) => void (holder.stored = next),
          clear: () => void (holder.stored = null),
          rememberPath: () => undefined,
        },
        // The other tab holds the lock, rotates the tokens, then lets this tab in.
        refreshLock: async (task) => {
          holder.stored = { accessToken: 'other-tab', refreshToken: 'refresh-2' };
          otherTabDone = true;
          return task();
        },
      },
    );
    await client.get('/v1/orders');
    expect(otherTabDone).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(sent.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer old-access', 'Bearer other-tab']);
  });

  it('runs the refresh inside the cross-tab lock', async () => {
    const order: string[] = [];
    const { client } = setup(
      (config) => {
        if (config.url === '/v1/auth/token_refresh') {
          order.push('refresh');
          return ok({ access_token: 'a2' });
        }
        return config.headers.get('Authorization') === 'Bearer a2' ? ok() : expired;
      },
      LOGGED_IN,
      {
        refreshLock: async (task) => {
          order.push('lock');
          const result = await task();
          order.push('unlock');
          return result;
        },
      },
    );
    await client.get('/v1/orders');
    expect(order).toEqual(['lock', 'refresh', 'unlock']);
  });

  it('never leaves a token in a thrown error', async () => {
    const { client } = setup(
      (config) =>
        config.url === '/v1/auth/token_refresh' ? { status: 400, data: { code: 'E100110306', message: 'x' } } : expired,
      LOGGED_IN,
    );
    const error = await client.get('/v1/orders').catch((e: unknown) => e);
    const text = JSON.stringify((error as AxiosError).toJSON()) + JSON.stringify((error as AxiosError).config);
    expect(text).not.toContain('old-access');
    expect(text).not.toContain('refresh-1');
  });

  it('does not refresh for other 401 codes', async () => {
    const { client, sent } = setup(
      () => ({ status: 401, data: { code: 'E100110106', message: 'no header' } }),
      LOGGED_IN,
    );
    await expect(client.get('/v1/orders')).rejects.toBeInstanceOf(AxiosError);
    expect(sent).toHaveLength(1);
  });
});

describe('errors routed once for every screen (issue 10 item 8, SPEC 4/8)', () => {
  it.each([
    ['E100110306 invalid refresh token', 400, 'E100110306', 'forcedLogout', null],
    ['E100110506 invalid point card info', 401, 'E100110506', 'forcedLogout', null],
    ['E100610009 card expired', 409, 'E100610009', 'cardExpired', LOGGED_IN],
    ['E100110106 no authorization header', 401, 'E100110106', 'authMissing', LOGGED_IN],
  ])('%s from any call → %s (SPEC §4 L256 L257a §8 L401)', async (_n, status, code, kind, authAfter) => {
    const events: unknown[] = [];
    const { client, auth } = setup(() => ({ status, data: { code, message: 'm' } }), LOGGED_IN, {
      onSessionError: (event) => events.push(event),
    });
    const error = await client.post('/v1/orders/cart', { a: 1 }).catch((e: unknown) => e);
    expect(toApiFailure(error).code).toBe(code);
    expect(events).toEqual([{ kind, code }]);
    expect(auth()).toEqual(authAfter);
  });

  it('other codes stay with the screen', async () => {
    const events: unknown[] = [];
    const { client, auth } = setup(() => ({ status: 409, data: { code: 'E100200006', message: 'm' } }), LOGGED_IN, {
      onSessionError: (event) => events.push(event),
    });
    await client.get('/v1/orders').catch(() => undefined);
    expect(events).toEqual([]);
    expect(auth()).toEqual(LOGGED_IN);
  });
});

describe('errors', () => {
  it('an error response exposes data.code (SPEC §7 L307)', async () => {
    const { client } = setup(() => ({ status: 409, data: { code: 'E100200006', message: 'sold out' } }));
    const error = await client.get('/v1/restaurants/r1001').catch((e: unknown) => e);
    expect((error as AxiosError<{ code: string }>).response?.data.code).toBe('E100200006');
    expect(toApiFailure(error)).toEqual({ kind: 'server', status: 409, code: 'E100200006', message: 'sold out' });
  });

  it.each([
    ['ERR_NETWORK', 'network'],
    ['ETIMEDOUT', 'timeout'],
    ['ECONNABORTED', 'timeout'],
    ['ERR_BAD_REQUEST', 'badRequest'],
    ['ERR_BAD_RESPONSE', 'badResponse'],
    ['ERR_CANCELED', 'canceled'],
    ['EWHATEVER', 'unknown'],
  ])('a network-level failure %s carries the code %s (SPEC §8 L417)', async (axiosCode, code) => {
    const { client } = setup((config) => new AxiosError('failed', axiosCode, config));
    const error = await client.get('/v1/brands/demo').catch((e: unknown) => e);
    expect(toApiFailure(error)).toMatchObject({ kind: 'network', status: null, code });
  });

  it('a response without a server code falls back to the network-level code', async () => {
    const { client } = setup(() => ({ status: 502, data: '<html>bad gateway</html>' }));
    const error = await client.get('/v1/brands/demo').catch((e: unknown) => e);
    expect(toApiFailure(error)).toMatchObject({ kind: 'server', status: 502, code: 'badResponse' });
  });

  it('a canceled call carries the canceled code', async () => {
    const { client } = setup(() => ok());
    const controller = new AbortController();
    controller.abort();
    const error = await client.get('/v1/brands/demo', { signal: controller.signal }).catch((e: unknown) => e);
    expect(toApiFailure(error).code).toBe('canceled');
  });

  it('classifies values that are not axios errors', () => {
    expect(toApiFailure(new Error('boom'))).toMatchObject({ kind: 'network', code: 'unknown', message: 'boom' });
  });
});

describe('required parameters (SPEC 5) (SPEC §5 L268)', () => {
  it.each([
    [
      '/v1/restaurants/undefined',
      undefined,
      undefined,
      'Required parameter restaurantId was null or undefined when calling getRestaurant.',
    ],
    [
      '/v1/restaurants/null',
      undefined,
      undefined,
      'Required parameter restaurantId was null or undefined when calling getRestaurant.',
    ],
    [
      '/v1/restaurants/line_setting',
      { brandId: undefined },
      undefined,
      'Required parameter brandId was null or undefined when calling listRestaurantLineSettings.',
    ],
    [
      '/v1/orders/in_progress',
      { restaurantId: null },
      undefined,
      'Required parameter restaurantId was null or undefined when calling getOrderInProgress.',
    ],
  ])('refuses %s before sending', async (url, params, data, message) => {
    const { client, sent } = setup(() => ok());
    const error = await client.get(url, { params, data }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(message);
    expect(toApiFailure(error)).toMatchObject({ kind: 'required', code: 'required' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a required body that is missing', async () => {
    const { client, sent } = setup(() => ok());
    await expect(client.post('/v1/orders/cart')).rejects.toThrow(
      'Required parameter body was null or undefined when calling updateCart.',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends calls whose required parameters are present', async () => {
    const { client, sent } = setup(() => ok());
    await client.get('/v1/restaurants/r1001');
    await client.get('/v1/restaurants/line_setting', { params: { brandId: 'demo' } });
    expect(sent).toHaveLength(2);
  });
});
