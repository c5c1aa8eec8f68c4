import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryEvent } from '@/domain/telemetry';
import { resetServerConfigForTests } from './config';
import { setLogSink, type LogLevel } from './log';
import { clientKey, createRateLimiter, handleTelemetry, type TelemetryDeps } from './telemetry';

const ERROR: TelemetryEvent = {
  type: 'error',
  message: 'boom',
  source: 'https://a.test/app.js?dpl=1:1:2',
  stack: 'at x',
};
const VITAL: TelemetryEvent = { type: 'vital', name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1' };
const PAGE: TelemetryEvent = { type: 'page', kind: 'Menus', path: '/restaurants/r1/menus' };
const ITEM: TelemetryEvent = {
  type: 'event',
  name: 'addToCartFromItem',
  restaurantId: 'r1',
  menuId: 'm1',
  itemId: 'i1',
  quantity: 2,
};

let lines: { line: Record<string, unknown>; level: LogLevel }[] = [];
let restoreSink: () => void = () => undefined;

beforeEach(() => {
  lines = [];
  restoreSink = setLogSink((line, level) => lines.push({ line: JSON.parse(line) as Record<string, unknown>, level }));
});
afterEach(() => {
  restoreSink();
  vi.unstubAllEnvs();
  resetServerConfigForTests();
});

const open = () => createRateLimiter({ capacity: 1000, refillPerSecond: 0, maxKeys: 10 });
const deps = (over: Partial<TelemetryDeps> = {}): Partial<TelemetryDeps> => ({
  config: { TELEMETRY_SAMPLE_RATE: 1, TRUST_PROXY: false },
  clientLimiter: open(),
  globalLimiter: open(),
  random: () => 0.5,
  ...over,
});

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://shop.test/telemetry', {
    method: 'POST',
    body,
    headers: { 'x-brand-id': 'brand-1', 'x-request-id': 'req-12345678', ...headers },
  });
}
const batch = (events: unknown[], ua: string[] = ['Mozilla/5.0']) => JSON.stringify({ v: 1, events, ua });

describe('POST /telemetry: a valid batch', () => {
  it('answers 204 and logs one line per event, with brand and request id and flat fields', async () => {
    const response = await handleTelemetry(post(batch([ERROR, VITAL, PAGE, ITEM])), deps());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(lines.map((l) => l.level)).toEqual(['error', 'info', 'info', 'info']);
    for (const { line } of lines) {
      expect(line).toMatchObject({
        msg: 'telemetry',
        brandId: 'brand-1',
        requestId: 'req-12345678',
        ua: 'Mozilla/5.0',
      });
    }
    expect(lines[0]?.line).toMatchObject({
      type: 'error',
      message: 'boom',
      source: 'https://a.test/app.js',
      stack: 'at x',
    });
    expect(lines[1]?.line).toMatchObject({ type: 'vital', name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1' });
    expect(lines[2]?.line).toMatchObject({ type: 'page', kind: 'Menus', path: '/restaurants/r1/menus' });
    expect(lines[3]?.line).toMatchObject({
      type: 'event',
      name: 'addToCartFromItem',
      restaurantId: 'r1',
      menuId: 'm1',
      itemId: 'i1',
      quantity: 2,
    });
  });

  it('removes query strings from a page path and from addresses in a message', async () => {
    const events = [
      { type: 'page', kind: 'Other', path: '/coupons/c1?couponCode=SECRET' },
      { type: 'error', message: 'failed https://a.test/x?token=abc' },
    ];
    await handleTelemetry(post(batch(events, [])), deps());
    expect(lines[0]?.line).toMatchObject({ path: '/coupons/c1' });
    expect(lines[1]?.line).toMatchObject({ message: 'failed https://a.test/x' });
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(lines[0]?.line).not.toHaveProperty('ua');
  });

  it('accepts the text/plain body of navigator.sendBeacon and a same-origin Sec-Fetch-Site', async () => {
    const request = post(batch([PAGE]), {
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
    });
    expect((await handleTelemetry(request, deps())).status).toBe(204);
  });

  it('refuses a cross-site POST with 403 and logs nothing', async () => {
    const response = await handleTelemetry(post(batch([PAGE]), { 'sec-fetch-site': 'cross-site' }), deps());
    expect(response.status).toBe(403);
    expect(lines).toEqual([]);
  });
});

describe('POST /telemetry: size cap (8 KB)', () => {
  it('refuses a content-length over 8192 with 413 before reading', async () => {
    const request = post(batch([PAGE]), { 'content-length': '8193' });
    const response = await handleTelemetry(request, deps());
    expect(response.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', line: { status: 413, reason: 'content-length' } });
  });

  it('cuts off a body that streams past 8192 bytes without a content-length', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
        if (pulled > 100) controller.close();
      },
    });
    const request = new Request('http://shop.test/telemetry', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await handleTelemetry(request, deps());
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });

  it('answers 400 when the body breaks off (the client went away)', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"v":1'));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://shop.test/telemetry', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handleTelemetry(request, deps())).status).toBe(400);
    expect(lines[0]).toMatchObject({ level: 'warn', line: { reason: 'aborted' } });
  });

  it('takes a body of exactly 8192 bytes', async () => {
    const base = batch([{ type: 'page', kind: 'Other', path: '/' }], []);
    const body = `${base}${' '.repeat(8192 - base.length)}`;
    expect(new TextEncoder().encode(body).length).toBe(8192);
    expect((await handleTelemetry(post(body), deps())).status).toBe(204);
  });
});

describe('POST /telemetry: bad bodies → 400', () => {
  it.each([
    ['no body', null],
    ['not JSON', '{"v":1,'],
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d])],
    ['wrong version', JSON.stringify({ v: 2, events: [PAGE], ua: [] })],
    ['no events', batch([])],
    ['21 events', batch(Array<TelemetryEvent>(21).fill(PAGE))],
    ['unknown event type', batch([{ type: 'click', x: 1 }])],
    ['unknown field', batch([{ ...PAGE, email: 'a@b.test' }])],
    ['unknown page kind', batch([{ ...PAGE, kind: 'Home' }])],
    ['vital FID', batch([{ ...VITAL, name: 'FID' }])],
    ['negative vital', batch([{ ...VITAL, value: -1 }])],
    ['message over 300 characters', batch([{ ...ERROR, message: 'm'.repeat(301) }])],
    ['empty message', batch([{ ...ERROR, message: '' }])],
    ['stack over 1500 characters', batch([{ ...ERROR, stack: 's'.repeat(1501) }])],
    ['fractional quantity', batch([{ ...ITEM, quantity: 1.5 }])],
    ['unknown SPEC 4 event', batch([{ ...ITEM, name: 'removeItem' }])],
    ['ua chunk over 90 characters', batch([PAGE], ['u'.repeat(91)])],
    ['more than 6 ua chunks', batch([PAGE], Array<string>(7).fill('u'))],
    ['an array', JSON.stringify([PAGE])],
  ])('%s', async (_name, body) => {
    const response = await handleTelemetry(post(body), deps());
    expect(response.status).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', line: { msg: 'telemetry refused', status: 400 } });
  });
});

describe('POST /telemetry: rate limit → 429', () => {
  it('one global bucket when the proxy is not trusted, whatever X-Forwarded-For says', async () => {
    const globalLimiter = createRateLimiter({ capacity: 2, refillPerSecond: 0, maxKeys: 1 });
    const statuses: number[] = [];
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const response = await handleTelemetry(post(batch([PAGE]), { 'x-forwarded-for': ip }), deps({ globalLimiter }));
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toBe('10');
    }
    expect(statuses).toEqual([204, 204, 429]);
    expect(lines).toHaveLength(2);
  });

  it('a bucket per client with TRUST_PROXY=1', async () => {
    const clientLimiter = createRateLimiter({ capacity: 1, refillPerSecond: 0, maxKeys: 10 });
    const config = { TELEMETRY_SAMPLE_RATE: 1, TRUST_PROXY: true };
    const send = async (ip: string) =>
      (await handleTelemetry(post(batch([PAGE]), { 'x-real-ip': ip }), deps({ clientLimiter, config }))).status;
    expect([await send('1.1.1.1'), await send('1.1.1.1'), await send('2.2.2.2')]).toEqual([204, 429, 204]);
  });

  it.each([
    [false, { 'x-real-ip': '1.1.1.1' }, null],
    [true, {}, null],
    [true, { 'x-real-ip': ' 1.1.1.1 ' }, '1.1.1.1'],
    [true, { 'x-forwarded-for': 'spoofed, 10.0.0.1, 203.0.113.9' }, '203.0.113.9'],
    [true, { 'x-real-ip': '1.1.1.1', 'x-forwarded-for': '9.9.9.9' }, '1.1.1.1'],
  ])('client key: trust proxy %s, headers %j → %j', (trust, headers, key) => {
    expect(clientKey(new Headers(headers), trust)).toBe(key);
  });

  it('token bucket: burst of capacity, then refills with time', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 0.5, maxKeys: 10, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    now = 1999;
    expect(limiter.take('a')).toBe(false);
    now = 4000;
    expect(limiter.take('a')).toBe(true);
  });

  it('holds at most maxKeys buckets, forgetting the least recently seen and the full ones', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 1, maxKeys: 2, now: () => now });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.size()).toBe(2);
    expect(limiter.take('a')).toBe(true);
    now = 10_000;
    limiter.take('d');
    expect(limiter.size()).toBe(2);
  });
});

describe('POST /telemetry: sampling (TELEMETRY_SAMPLE_RATE)', () => {
  it('at rate 0 drops vitals and page views but keeps errors and SPEC 4 events', async () => {
    vi.stubEnv('MOCK_MODE', '1');
    vi.stubEnv('TELEMETRY_SAMPLE_RATE', '0');
    resetServerConfigForTests();
    const { config: _config, ...rest } = deps();
    const response = await handleTelemetry(post(batch([VITAL, ERROR, PAGE, ITEM])), rest);
    expect(response.status).toBe(204);
    expect(lines.map((l) => l.line.type)).toEqual(['error', 'event']);
  });

  it('at rate 0.5 keeps the events whose draw falls below it', async () => {
    const draws = [0.1, 0.9, 0.4];
    const random = () => draws.shift() ?? 0;
    const config = { TELEMETRY_SAMPLE_RATE: 0.5, TRUST_PROXY: false };
    await handleTelemetry(post(batch([VITAL, PAGE, { ...PAGE, path: '/orders' }])), deps({ random, config }));
    expect(lines.map((l) => l.line.path ?? l.line.name)).toEqual(['LCP', '/orders']);
  });
});
