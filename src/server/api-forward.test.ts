import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardApiCall } from './api-forward';
import { setLogSink } from './log';

const ORIGIN = 'http://backend.test:8080';

let lines: Array<Record<string, unknown>>;
let restoreSink: () => void;
beforeEach(() => {
  lines = [];
  restoreSink = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  vi.stubEnv('API_KEY', '');
  vi.stubEnv('MOCK_MODE', '');
});
afterEach(() => restoreSink());

/** Forwards `request` to a fetch that answers with `answer`, on a clock that advances 42 ms during the call. */
async function forward(request: Request, answer: () => Promise<Response> = () => Promise.resolve(new Response('{}'))) {
  const fetchImpl = vi.fn<typeof fetch>(answer);
  const times = [1_000, 1_042];
  const response = await forwardApiCall(request, { origin: ORIGIN, fetchImpl, now: () => times.shift() ?? 1_042 });
  const [target, init] = fetchImpl.mock.calls[0] ?? [];
  return {
    response,
    fetchImpl,
    target: target instanceof Request ? target.url : target?.toString(),
    init,
    headers: new Headers(init?.headers),
  };
}

describe('forwardApiCall: the request', () => {
  it('sends /api/v1/x?y=1 to ${origin}/v1/x?y=1 with the method', async () => {
    const { target, init, fetchImpl } = await forward(new Request('http://demo.order.example/api/v1/x?y=1'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(target).toBe(`${ORIGIN}/v1/x?y=1`);
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it.each([['host'], ['connection'], ['keep-alive'], ['transfer-encoding'], ['upgrade'], ['expect'], ['cookie']])(
    'drops the %s header',
    async (name) => {
      const value = name === 'host' ? 'demo.order.example' : 'x';
      const { headers } = await forward(
        new Request('http://demo.order.example/api/v1/x', { headers: { [name]: value, accept: 'application/json' } }),
      );
      expect(headers.has(name)).toBe(false);
      expect(headers.get('accept')).toBe('application/json');
    },
  );

  it.each([
    ['x-request-id', 'req-12345678'],
    ['x-brand-id', 'demo'],
    ['x-platform-code', 'web'],
    ['authorization', 'Bearer t0ken'],
    ['prefer', 'code=500'],
  ])('keeps the %s header', async (name, value) => {
    const { headers } = await forward(
      new Request('http://demo.order.example/api/v1/x', { headers: { [name]: value } }),
    );
    expect(headers.get(name)).toBe(value);
  });

  it("replaces the caller's x-api-key with the server's API_KEY", async () => {
    vi.stubEnv('API_KEY', 'server-key');
    const { headers } = await forward(
      new Request('http://demo.order.example/api/v1/x', { headers: { 'x-api-key': 'browser-key' } }),
    );
    expect(headers.get('x-api-key')).toBe('server-key');
  });

  it("sends the mock's key in mock mode when API_KEY is unset", async () => {
    vi.stubEnv('MOCK_MODE', '1');
    const { headers } = await forward(
      new Request('http://demo.order.example/api/v1/x', { headers: { 'x-api-key': 'browser-key' } }),
    );
    expect(headers.get('x-api-key')).toBe('dev-api-key');
  });

  it('passes a POST body on', async () => {
    const { init } = await forward(
      new Request('http://demo.order.example/api/v1/orders', {
        method: 'POST',
        body: '{"itemId":"i1","quantity":2}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe('{"itemId":"i1","quantity":2}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('does not follow redirects and bounds the call with a signal', async () => {
    const { init } = await forward(new Request('http://demo.order.example/api/v1/x'));
    expect(init?.redirect).toBe('manual');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('forwardApiCall: the answer', () => {
  it.each([[200], [201], [404], [409], [500], [503]])('returns the upstream status %s and body', async (status) => {
    const { response } = await forward(new Request('http://demo.order.example/api/v1/x'), () =>
      Promise.resolve(Response.json({ code: 'UPSTREAM', status }, { status })),
    );
    expect(response.status).toBe(status);
    await expect(response.json()).resolves.toEqual({ code: 'UPSTREAM', status });
  });

  it('drops content-encoding and content-length and keeps the other headers', async () => {
    const { response } = await forward(new Request('http://demo.order.example/api/v1/x'), () =>
      Promise.resolve(
        new Response('{"ok":true}', {
          headers: {
            'content-type': 'application/json',
            'content-encoding': 'gzip',
            'content-length': '11',
            'cache-control': 'max-age=60',
          },
        }),
      ),
    );
    expect(response.headers.has('content-encoding')).toBe(false);
    expect(response.headers.has('content-length')).toBe(false);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    await expect(response.text()).resolves.toBe('{"ok":true}');
  });

  it.each([
    ['a timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 504, 'GATEWAY_TIMEOUT'],
    ['an unreachable backend', new TypeError('fetch failed'), 502, 'BAD_GATEWAY'],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      502,
      'BAD_GATEWAY',
    ],
  ])('answers %s with %s {code: %s} as JSON, not stored', async (_label, error, status, code) => {
    const { response } = await forward(new Request('http://demo.order.example/api/v1/x'), () => Promise.reject(error));
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(response.json()).resolves.toMatchObject({ code });
  });
});

describe('forwardApiCall: the log', () => {
  it('writes one JSON line per call with requestId, method, path without query, status and ms', async () => {
    await forward(
      new Request('http://demo.order.example/api/v1/restaurants/r1001?token=secret', {
        headers: { 'x-request-id': 'req-12345678' },
      }),
      () => Promise.resolve(new Response('{}', { status: 201 })),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'api call',
      requestId: 'req-12345678',
      method: 'GET',
      path: '/v1/restaurants/r1001',
      status: 201,
      ms: 42,
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs an upstream 5xx as a warning', async () => {
    await forward(new Request('http://demo.order.example/api/v1/x'), () =>
      Promise.resolve(new Response('{}', { status: 503 })),
    );
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', status: 503, path: '/v1/x' })]);
  });

  it.each([
    [new DOMException('timeout', 'TimeoutError'), 504],
    [new TypeError('fetch failed'), 502],
  ])('writes one error line for a failed call (%s → %s)', async (error, status) => {
    await forward(
      new Request('http://demo.order.example/api/v1/orders?x=1', {
        method: 'POST',
        body: '{}',
        headers: { 'x-request-id': 'req-abcdefgh' },
      }),
      () => Promise.reject(error),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      requestId: 'req-abcdefgh',
      method: 'POST',
      path: '/v1/orders',
      status,
      ms: 42,
    });
  });
});
