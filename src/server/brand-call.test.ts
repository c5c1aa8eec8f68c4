import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { callGetBrand } from './brand-call';
import { createServerApiClient } from './server-api-client';

const WIRE_BRAND = {
  brand_id: 'demo',
  brand_name: 'デモ食堂',
  brand_name_languages: [{ code: 'en', text: 'Demo Diner' }],
  cover_image_url: '/mock-images/cover.webp',
  logo_image_url: '/mock-images/logo.webp',
  enable_id_integration: false,
  enable_line_mini_app: true,
  contact_information_type: 'PHONE_NUMBER',
  contact_information: '03-0000-0000',
};

type Answer = { status: number; data?: unknown } | Error;

/** The server instance over a fake transport that records requests and answers like a server (4xx/5xx reject). */
function serverWith(answer: Answer) {
  const sent: InternalAxiosRequestConfig[] = [];
  const client = createServerApiClient({
    baseURL: 'http://api.test',
    adapter: (config) => {
      sent.push(config);
      if (answer instanceof Error) return Promise.reject(answer);
      const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
      if (answer.status < 400) return Promise.resolve(response);
      const code = answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      return Promise.reject(new AxiosError('failed', code, config, null, response));
    },
  });
  return { client, sent };
}

describe('server brand call: the one HTTP client (SPEC 7 common behaviour)', () => {
  it('sends the common headers, this request brand and the mock headers, with the 60 s timeout (SPEC §7 L304 L305a L319)', async () => {
    vi.stubEnv('MOCK_MODE', '1');
    const { client, sent } = serverWith({ status: 200, data: WIRE_BRAND });
    await callGetBrand(client, 'demo', [
      ['prefer', 'code=404'],
      ['x-mock-time', 'lastOrder'],
    ]);
    const request = sent[0]!;
    expect(request.url).toBe('/v1/brands/demo');
    expect(request.timeout).toBe(60_000);
    expect(request.headers.get('x-api-key')).toBe('dev-api-key');
    expect(request.headers.get('x-platform-code')).toBe('web');
    expect(request.headers.get('x-brand-id')).toBe('demo');
    expect(request.headers.get('Prefer')).toBe('code=404');
    expect(request.headers.get('x-mock-time')).toBe('lastOrder');
    expect(request.headers.get('Authorization')).toBeUndefined();
  });

  it('sends no Prefer header when the mock passthrough gave none', async () => {
    const { client, sent } = serverWith({ status: 200, data: WIRE_BRAND });
    await callGetBrand(client, 'demo');
    expect(sent[0]!.headers.has('Prefer')).toBe(false);
  });

  it('answers the generated Brand with camelCase keys', async () => {
    const { client } = serverWith({ status: 200, data: WIRE_BRAND });
    const result = await callGetBrand(client, 'demo');
    expect(result).toMatchObject({ ok: true, brand: { brandId: 'demo', contactInformationType: 'PHONE_NUMBER' } });
  });
});

describe('server brand call: failures in the catalogue vocabulary (SPEC 8)', () => {
  const timeout = new AxiosError('timeout of 60000ms exceeded', 'ETIMEDOUT');
  const offline = new AxiosError('Network Error', 'ERR_NETWORK');
  it.each<[string, Answer, number | null, string]>([
    ['a server code', { status: 404, data: { code: 'E100100002', message: 'x' } }, 404, 'E100100002'],
    ['an HTML 502 from a proxy', { status: 502, data: '<html>' }, 502, 'badResponse'],
    ['a 200 that is not a Brand', { status: 200, data: { brand_id: 'demo' } }, 200, 'badResponse'],
    ['the 60 s timeout', timeout, null, 'timeout'],
    ['no connection', offline, null, 'network'],
  ])('%s', async (_name, answer, status, code) => {
    const { client } = serverWith(answer);
    const result = await callGetBrand(client, 'demo');
    expect(result).toEqual({ ok: false, endpoint: 'getBrand', status, code });
    // The code has its own row in the catalogue: the error page does not fall back to the bare DEFAULT copy.
    expect(errorCopyFor('getBrand', code).title).not.toContain('DEFAULT');
  });
});
