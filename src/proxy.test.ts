import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from './proxy';
import { resetServerConfigForTests } from './server/config';

/** A production environment unless a test says otherwise (MOCK_MODE, TRUST_PROXY). */
function environment(extra: Record<string, string> = {}) {
  resetServerConfigForTests();
  vi.stubEnv('API_ORIGIN', 'http://api.test');
  for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
}

beforeEach(() => environment());

// The proxy as a function (issue 10 items 3, 6 and 7): what it forwards, what it refuses, which headers it sets.
function call(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      method: init.method ?? 'GET',
      headers: { host: 'localhost:3000', ...init.headers },
    }),
  );
}

/** The request headers Next would forward with a rewrite/next response. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);
const rewriteTarget = (response: Response) => response.headers.get('x-middleware-rewrite');
const passedOn = (response: Response) => response.headers.get('x-middleware-next') === '1';

describe('proxy: /api forwarding (item 7)', () => {
  it('passes a contract operation on to the forwarding route with the brand of the host and a request id', () => {
    const response = call('/api/v1/restaurants/r1001?latitude=1');
    expect(passedOn(response)).toBe(true);
    expect(forwarded(response, 'x-brand-id')).toBe('demo');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwarded(response, 'x-request-id')).toBe(id);
  });

  it("a client's x-request-id is kept only behind a trusted proxy", () => {
    const headers = { 'x-request-id': 'edge-request-0001' };
    expect(call('/api/v1/brands/demo', { headers }).headers.get('x-request-id')).not.toBe('edge-request-0001');
    environment({ TRUST_PROXY: '1' });
    expect(call('/api/v1/brands/demo', { headers }).headers.get('x-request-id')).toBe('edge-request-0001');
  });

  it('adds the mock headers only in mock mode', () => {
    const headers = { cookie: 'mock_time=closed; mock_prefer=code%3D500' };
    const production = call('/api/v1/brands/demo', { headers });
    expect(forwarded(production, 'x-mock-time')).toBeNull();
    expect(forwarded(production, 'prefer')).toBeNull();
    environment({ MOCK_MODE: '1' });
    const mock = call('/api/v1/brands/demo', { headers });
    expect(forwarded(mock, 'x-mock-time')).toBe('closed');
    expect(forwarded(mock, 'prefer')).toBe('code=500');
  });

  it('a client-sent x-brand-id never wins over the host', () => {
    const response = call('/api/v1/brands/demo', { headers: { 'x-brand-id': 'other-brand' } });
    expect(forwarded(response, 'x-brand-id')).toBe('demo');
  });

  it.each([
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/admin'],
    ['GET', '/api/v1/admin/users'],
    ['GET', '/api/v1/restaurants/r1001/secret'],
    ['GET', '/api/internal/health'],
    ['POST', '/api/v1/restaurants'],
    ['DELETE', '/api/v1/orders/cart'],
    ['GET', '/api/v1/orders/..%2F..%2Fadmin'],
    ['HEAD', '/api/v1/restaurants'],
    ['GET', '/api/v1/coupons/%ZZ'],
    ['GET', '/api/v9/restaurants'],
  ])('%s %s gets 404 from the proxy and never reaches the backend', async (method, path) => {
    const response = call(path, { method });
    expect(response.status).toBe(404);
    expect(rewriteTarget(response)).toBeNull();
    expect(passedOn(response)).toBe(false);
    if (method !== 'HEAD') expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('proxy: malformed percent-encoding (item 3)', () => {
  it.each([
    '/coupons/%ZZ',
    '/coupons/%E0%A4%A',
    '/restaurants/%ZZ/menus/m1/items/i1',
    '/restaurants/r1001/menus/%E0%A4%A/items/i1',
    '/restaurants/r1001/menus/m1/items/%ZZ',
    '/restaurants/r1001/menus/m-grand/items/%E0%A4%A',
  ])('%s answers the not-found page (404) in the visitor language', async (path) => {
    const ja = call(path);
    expect(ja.status).toBe(404);
    expect(ja.headers.get('content-type')).toContain('text/html');
    expect(await ja.text()).toContain('ページが見つかりません');
    const en = call(path, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const html = await en.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<a href="/">');
    expect(en.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a well-formed encoded id still reaches the app', () => {
    expect(call('/coupons/%E3%82%AF').status).toBe(200);
  });
});

describe('proxy: security headers on pages (item 6)', () => {
  it('sends them with the CSP, without HSTS over http', () => {
    const response = call('/restaurants/r1001/menus');
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/^geolocation=\(self\), camera=\(\)/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when a trusted proxy says the request came over https', () => {
    const headers = { 'x-forwarded-proto': 'https' };
    expect(call('/', { headers }).headers.get('strict-transport-security')).toBeNull();
    environment({ TRUST_PROXY: '1' });
    expect(call('/', { headers }).headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('the unknown-host page gets them too', () => {
    const response = call('/', { headers: { host: 'unknown.example' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('proxy: the brand comes from the Host header (issue 26 "Trust")', () => {
  it('ignores X-Forwarded-Host unless TRUST_PROXY=1', () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'localhost' };
    expect(call('/', { headers }).status).toBe(404);
    environment({ TRUST_PROXY: '1' });
    const trusted = call('/', { headers });
    expect(trusted.status).toBe(200);
    expect(forwarded(trusted, 'x-brand-id')).toBe('demo');
  });

  it("a forwarded host never picks another brand for a known host's request", () => {
    const response = call('/', { headers: { 'x-forwarded-host': 'sakura.order.example' } });
    expect(forwarded(response, 'x-brand-id')).toBe('demo');
  });
});

describe("proxy: the mock's own pages exist only in mock mode (issue 26)", () => {
  it.each(['/mock-standin/sign-in', '/mock-standin/wallet/paypay', '/card-token-stub.js', '/mock-images/a.webp'])(
    '%s: 404 in production, passed on with MOCK_MODE=1',
    (path) => {
      expect(call(path).status).toBe(404);
      environment({ MOCK_MODE: '1' });
      expect(passedOn(call(path))).toBe(true);
    },
  );
});

describe('proxy: each visitor has a mock session of their own (issue 30, mock mode only)', () => {
  const sessionCookie = (response: Response) =>
    /mock_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;

  it('gives a visitor without one a new session, in the answer and in the request the render and the API see', () => {
    environment({ MOCK_MODE: '1' });
    const page = call('/');
    const id = sessionCookie(page);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwarded(page, 'cookie')).toContain(`mock_session=${id}`);
    const api = call('/api/v1/orders/cart');
    expect(forwarded(api, 'x-mock-session')).toBe(sessionCookie(api));
    expect(sessionCookie(api)).not.toBe(id);
  });

  it('keeps the session a visitor has, and gives none in production', () => {
    environment({ MOCK_MODE: '1' });
    const kept = call('/api/v1/orders/cart', { headers: { cookie: 'mock_session=visitor-1' } });
    expect(sessionCookie(kept)).toBeNull();
    expect(forwarded(kept, 'x-mock-session')).toBe('visitor-1');
    environment({ MOCK_MODE: '0' });
    expect(sessionCookie(call('/'))).toBeNull();
  });
});
