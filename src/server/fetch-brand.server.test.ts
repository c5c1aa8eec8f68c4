import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServerApiClient from './server-api-client';

type ServerApiClientModule = typeof ServerApiClient;

interface FakeRequest {
  cookies: Record<string, string>;
  sent: Array<{ url?: string; headers: Record<string, unknown> }>;
}

const state = vi.hoisted((): FakeRequest => ({ cookies: {}, sent: [] }));

vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-request-id': 'request-0001' })),
  cookies: () =>
    Promise.resolve({ get: (name: string) => (name in state.cookies ? { value: state.cookies[name] } : undefined) }),
}));
vi.mock('./server-api-client', async (importOriginal) => {
  const original = await importOriginal<ServerApiClientModule>();
  const client = original.createServerApiClient({
    baseURL: 'http://api.test',
    adapter: (config: InternalAxiosRequestConfig) => {
      state.sent.push({ url: config.url, headers: config.headers.toJSON() });
      const response: AxiosResponse = { data: {}, status: 200, statusText: '', headers: {}, config };
      return Promise.resolve(response);
    },
  });
  return { ...original, serverApiClient: () => client };
});

const { fetchBrandOnServer } = await import('./fetch-brand.server');

const DEV_KIT_COOKIES = {
  mock_prefer: encodeURIComponent('/v1/brands/demo|code=500'),
  mock_time: 'lastOrder',
  mock_scenario: 'getMenu:200:soldOut',
  mock_session: 's1',
};

beforeEach(() => {
  state.cookies = {};
  state.sent = [];
});

describe("the server's brand call sends the shared mock headers (mockCallHeaders), like every other server call", () => {
  it("against the mock: Prefer and the dev kit's mock time, scenario and session, from the request's cookies", async () => {
    vi.stubEnv('MOCK_MODE', '1');
    state.cookies = { ...DEV_KIT_COOKIES };
    await fetchBrandOnServer('demo');
    expect(state.sent[0]?.url).toBe('/v1/brands/demo');
    expect(state.sent[0]?.headers).toMatchObject({
      prefer: 'code=500',
      'x-mock-time': 'lastOrder',
      'x-mock-scenario': 'getMenu:200:soldOut',
      'x-mock-session': 's1',
      'x-brand-id': 'demo',
      'x-request-id': 'request-0001',
    });
  });

  it('against a real backend: none of them, whatever the cookies say; the brand still goes', async () => {
    vi.stubEnv('MOCK_MODE', '0');
    vi.stubEnv('API_ORIGIN', 'https://api.example');
    state.cookies = { ...DEV_KIT_COOKIES };
    await fetchBrandOnServer('demo');
    const names = Object.keys(state.sent[0]?.headers ?? {}).map((name) => name.toLowerCase());
    expect(names).not.toContain('prefer');
    expect(names.filter((name) => name.startsWith('x-mock-'))).toEqual([]);
    expect(state.sent[0]?.headers['x-brand-id']).toBe('demo');
  });
});
