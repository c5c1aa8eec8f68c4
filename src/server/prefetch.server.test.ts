import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQuery, restaurantQuery, termsOfSaleQuery } from '@/api/prefetchable-queries';
import type * as ServerApiClient from './server-api-client';

type ServerApiClientModule = typeof ServerApiClient;

interface FakeRequest {
  brandId: string | null;
  cookies: Record<string, string>;
  sent: Array<{ url?: string; headers: Record<string, unknown>; timeout?: number }>;
  failing: Set<string>;
  /** The request's Sec-Fetch-Dest (the router's own requests are fetches: `empty`; a page load: `document`). */
  dest: string | null;
}

const state = vi.hoisted((): FakeRequest => ({ brandId: null, cookies: {}, sent: [], failing: new Set(), dest: null }));

vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers(state.dest === null ? {} : { 'sec-fetch-dest': state.dest })),
  cookies: () =>
    Promise.resolve({ get: (name: string) => (name in state.cookies ? { value: state.cookies[name] } : undefined) }),
}));
vi.mock('./shell-context.server', () => ({
  getShellRequest: () => Promise.resolve({ brandId: state.brandId, nonce: undefined }),
}));
vi.mock('./server-api-client', async (importOriginal) => {
  const original = await importOriginal<ServerApiClientModule>();
  const client = original.createServerApiClient({
    baseURL: 'http://api.test',
    adapter: (config: InternalAxiosRequestConfig) => {
      state.sent.push({ url: config.url, headers: config.headers.toJSON(), timeout: config.timeout });
      const failed = state.failing.has(config.url ?? '');
      const response: AxiosResponse = {
        data: failed ? { code: 'E100200001' } : { id: 'r1001', is_open: true },
        status: failed ? 404 : 200,
        statusText: '',
        headers: {},
        config,
      };
      if (!failed) return Promise.resolve(response);
      return Promise.reject(new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response));
    },
  });
  return { ...original, serverApiClient: () => client };
});

const { prefetchOnServer } = await import('./prefetch.server');
const { publicCache } = await import('./public-cache');

beforeEach(() => {
  state.brandId = 'demo';
  state.cookies = {};
  state.sent = [];
  state.failing = new Set();
  state.dest = null;
  vi.stubEnv('MOCK_MODE', '1');
});

describe('prefetchOnServer: the data every customer of the brand sees, in the first HTML (issue 15)', () => {
  it("dehydrates the answers under the screens' keys, asked with the request's brand, 3 s at most", async () => {
    const state0 = await prefetchOnServer(() => [restaurantQuery('r1001')]);
    expect(state0.queries.map((q) => q.queryKey)).toEqual([['/v1/restaurants/r1001']]);
    expect(state0.queries[0]?.state.data).toEqual({ id: 'r1001', isOpen: true });
    expect(state.sent[0]?.headers['x-brand-id']).toBe('demo');
    expect(state.sent[0]?.timeout).toBe(3000);
  });

  it("firstLoadOnly: asks for a document, not for the router's own request (navigation, prefetch)", async () => {
    state.dest = 'document';
    const first = await prefetchOnServer(() => [restaurantQuery('r1001')], { firstLoadOnly: true });
    expect(first.queries).toHaveLength(1);
    state.dest = 'empty';
    state.sent = [];
    expect((await prefetchOnServer(() => [restaurantQuery('r1001')], { firstLoadOnly: true })).queries).toEqual([]);
    expect(state.sent).toEqual([]);
    // Without the option the router's requests get the data too (the restaurant pages' own choice).
    expect((await prefetchOnServer(() => [restaurantQuery('r1001')])).queries).toHaveLength(1);
  });

  it("unlessDocument: asks for the router's own request, not for a document (the root layout's ShellData has it)", async () => {
    state.dest = 'empty';
    expect((await prefetchOnServer(() => [restaurantQuery('r1001')], { unlessDocument: true })).queries).toHaveLength(
      1,
    );
    state.dest = 'document';
    state.sent = [];
    expect((await prefetchOnServer(() => [restaurantQuery('r1001')], { unlessDocument: true })).queries).toEqual([]);
    expect(state.sent).toEqual([]);
    // An iframe is a document too (the LINE and d払い mini apps' pages).
    state.dest = 'iframe';
    expect((await prefetchOnServer(() => [restaurantQuery('r1001')], { unlessDocument: true })).queries).toEqual([]);
  });

  it('leaves a failed call out, so the screen asks from the browser and shows its own error', async () => {
    state.failing.add('/v1/restaurants/r1001/terms_of_sale');
    const result = await prefetchOnServer(() => [restaurantQuery('r1001'), termsOfSaleQuery('r1001')]);
    expect(result.queries.map((q) => q.queryKey[0])).toEqual(['/v1/restaurants/r1001']);
  });

  it("sends the mock's per-path Prefer from the request's cookie, as the proxy does for the browser", async () => {
    state.cookies.mock_prefer = encodeURIComponent('/v1/restaurants/r1001|code=404');
    await prefetchOnServer(() => [restaurantQuery('r1001')]);
    expect(state.sent[0]?.headers.prefer).toBe('code=404');
  });

  it('makes no call without a brand or for an address whose id is not plain', async () => {
    state.brandId = null;
    expect((await prefetchOnServer(() => [restaurantQuery('r1001')])).queries).toEqual([]);
    state.brandId = 'demo';
    expect((await prefetchOnServer(() => [restaurantQuery('../brands')])).queries).toEqual([]);
    expect(state.sent).toEqual([]);
  });

  it('asks for an order for each request on its own, with its mock session: never shared, never kept', async () => {
    state.cookies.mock_session = 'visitor-a';
    const kept = publicCache.size;
    // Two page loads at once: each its own call (a public answer would be shared by both).
    const both = await Promise.all([1, 2].map(() => prefetchOnServer(() => [orderQuery('o-1')])));
    expect(both.map((result) => result.queries.map((q) => q.queryKey))).toEqual([
      [['/v1/orders/o-1']],
      [['/v1/orders/o-1']],
    ]);
    // A later call goes to the backend again: now a 404, left out.
    state.failing.add('/v1/orders/o-1');
    expect((await prefetchOnServer(() => [orderQuery('o-1')])).queries).toEqual([]);
    expect(state.sent.map((call) => [call.url, call.headers['x-mock-session']])).toEqual([
      ['/v1/orders/o-1', 'visitor-a'],
      ['/v1/orders/o-1', 'visitor-a'],
      ['/v1/orders/o-1', 'visitor-a'],
    ]);
    expect(publicCache.size).toBe(kept);
  });
});
