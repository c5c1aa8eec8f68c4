import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiContext } from './api-context';
import { apiClient, createHttpClient } from './create-http-client';
import { customInstance, loadApiClient } from './http-client';

/** A transport that records the request and answers `data` with 200 (snake_case, as the wire sends it). */
function transport(data: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    sent.push(config);
    return Promise.resolve({ data, status: 200, statusText: '', headers: {}, config });
  };
  return { sent, adapter };
}

describe('customInstance: the mutator every generated function calls', () => {
  it('runs through `options.client` when given (the server instance), with its context and per-call headers', async () => {
    const { sent, adapter } = transport({ brand_id: 'demo' });
    const context = createApiContext({ platformCode: 'pay_mini_app' });
    const client = createHttpClient({ baseURL: 'http://server.test', context: () => context, adapter });
    const body = await customInstance<{ brandId: string }>(
      { url: '/v1/brands/demo', method: 'GET' },
      { client, headers: { 'x-brand-id': 'demo' } },
    );
    expect(body).toEqual({ brandId: 'demo' });
    expect(sent[0]?.baseURL).toBe('http://server.test');
    expect(sent[0]?.headers.get('x-platform-code')).toBe('pay_mini_app');
    expect(sent[0]?.headers.get('x-brand-id')).toBe('demo');
    expect('client' in (sent[0] ?? {})).toBe(false);
  });

  it('runs through the app instance otherwise (web platform, camelCase body)', async () => {
    const { sent, adapter } = transport({ id: 'r1001', is_open: true });
    const body = await customInstance({ url: '/v1/restaurants/r1001', method: 'GET' }, { adapter });
    expect(body).toEqual({ id: 'r1001', isOpen: true });
    expect(sent[0]?.headers.get('x-platform-code')).toBe('web');
  });

  it('without options uses the app instance as it is', async () => {
    const { sent, adapter } = transport({ brand_name: 'Demo' });
    const original = apiClient.defaults.adapter;
    apiClient.defaults.adapter = adapter;
    try {
      expect(await customInstance({ url: '/v1/brands/demo', method: 'GET' })).toEqual({ brandName: 'Demo' });
      expect(sent).toHaveLength(1);
    } finally {
      apiClient.defaults.adapter = original;
    }
  });

  it('loads the app instance once, on the first call (issue 15: axios is not in the first-load JavaScript)', async () => {
    const first = loadApiClient();
    expect(await first).toBe(apiClient);
    expect(loadApiClient()).toBe(first);
  });
});
