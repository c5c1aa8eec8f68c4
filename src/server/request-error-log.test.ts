import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from './log';
import { logRequestError } from './request-error-log';

let lines: Array<Record<string, unknown>>;
let restoreSink: () => void;
beforeEach(() => {
  lines = [];
  restoreSink = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(() => restoreSink());

const CONTEXT = { routerKind: 'App Router', routePath: '/restaurants/[restaurantId]', routeType: 'render' };

function request(path: string, headers: Record<string, string | string[] | undefined> = {}) {
  return { path, method: 'GET', headers };
}

describe('logRequestError', () => {
  it('writes one error line with the request id, path, route and the error name and message', () => {
    const error = new TypeError('menu is undefined');
    logRequestError(error, request('/restaurants/r1001', { 'x-request-id': 'req-12345678' }), CONTEXT);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'server error',
      requestId: 'req-12345678',
      method: 'GET',
      path: '/restaurants/r1001',
      route: '/restaurants/[restaurantId]',
      routeType: 'render',
      router: 'App Router',
      error: 'TypeError',
      message: 'menu is undefined',
    });
  });

  it.each([
    ['/auth/callback?code=secret-code&state=s', '/auth/callback'],
    ['/orders/o1/payment-return?token=abc', '/orders/o1/payment-return'],
    ['/restaurants', '/restaurants'],
  ])('logs the path %s without its query as %s', (path, logged) => {
    logRequestError(new Error('x'), request(path), CONTEXT);
    expect(lines[0]?.path).toBe(logged);
    expect(JSON.stringify(lines)).not.toMatch(/secret-code|token=abc/);
  });

  it('takes the first value of a repeated x-request-id header', () => {
    logRequestError(new Error('x'), request('/', { 'x-request-id': ['req-first-1', 'req-second-2'] }), CONTEXT);
    expect(lines[0]?.requestId).toBe('req-first-1');
  });

  it('leaves requestId out when the request has none', () => {
    logRequestError(new Error('x'), request('/'), CONTEXT);
    expect(lines[0]).not.toHaveProperty('requestId');
  });

  it('caps the message at 500 characters', () => {
    logRequestError(new Error('m'.repeat(2_000)), request('/'), CONTEXT);
    expect(lines[0]?.message).toBe('m'.repeat(500));
  });

  it('keeps a message of exactly 500 characters whole', () => {
    logRequestError(new Error('n'.repeat(500)), request('/'), CONTEXT);
    expect(lines[0]?.message).toBe('n'.repeat(500));
  });

  it('logs a thrown non-Error as an Error with its text', () => {
    logRequestError('plain failure', request('/'), CONTEXT);
    expect(lines[0]).toMatchObject({ error: 'Error', message: 'plain failure' });
  });

  it("logs Next's error digest when there is one", () => {
    const error = Object.assign(new Error('boom'), { digest: '1234567890' });
    logRequestError(error, request('/'), CONTEXT);
    expect(lines[0]?.digest).toBe('1234567890');
  });
});
