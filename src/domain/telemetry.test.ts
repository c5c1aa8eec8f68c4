import { describe, expect, it } from 'vitest';
import {
  batchBodies,
  normalizeEvent,
  shouldSample,
  stripUrlQueries,
  TELEMETRY_MAX_BODY_BYTES,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_TEXT_LIMITS,
  toVitalEvent,
  truncate,
  uaChunks,
  utf8Length,
  withoutQuery,
  type TelemetryBatch,
  type TelemetryEvent,
  type TelemetryEventType,
} from './telemetry';

const page = (path: string): TelemetryEvent => ({ type: 'page', kind: 'Other', path });

describe('SPEC 9 "The user agent is split into 90-character chunks for analytics" (SPEC §9 L434b)', () => {
  const ua =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.5.0';
  it.each([
    ['an empty agent gives no chunk', '', []],
    ['90 characters give one chunk', 'a'.repeat(90), ['a'.repeat(90)]],
    ['91 characters give 90 + 1', 'a'.repeat(91), ['a'.repeat(90), 'a']],
    ['180 characters give two chunks of 90', 'b'.repeat(180), ['b'.repeat(90), 'b'.repeat(90)]],
    ['past 6 chunks (540 characters) the rest is cut', 'c'.repeat(600), Array<string>(6).fill('c'.repeat(90))],
  ])('%s', (_name, input, chunks) => {
    expect(uaChunks(input)).toEqual(chunks);
  });

  it('a real agent joins back to itself, every chunk at most 90 characters', () => {
    const chunks = uaChunks(ua);
    expect(chunks.join('')).toBe(ua);
    expect(chunks.every((chunk) => chunk.length <= 90)).toBe(true);
    expect(chunks[0]).toHaveLength(90);
  });
});

describe('sampling: errors and SPEC 4 events always kept, vitals and page views at the rate', () => {
  it.each([
    ['error', 0, 0.5, true],
    ['event', 0, 0, true],
    ['vital', 0, 0, false],
    ['page', 0, 0, false],
    ['vital', 1, 0.999999, true],
    ['page', 1, 0, true],
    ['vital', 0.25, 0.2499, true],
    ['vital', 0.25, 0.25, false],
    ['page', 0.5, 0.75, false],
  ] as [TelemetryEventType, number, number, boolean][])(
    '%s at rate %s with random %s → %s',
    (type, rate, random, kept) => {
      expect(shouldSample(type, rate, random)).toBe(kept);
    },
  );
});

describe('text helpers', () => {
  it.each([
    ['abc', 5, 'abc'],
    ['abcdef', 3, 'abc'],
    ['a😀', 2, 'a'],
    ['a😀b', 3, 'a😀'],
  ])('truncate(%j, %s) → %j', (text, max, out) => {
    expect(truncate(text, max)).toBe(out);
  });

  it.each([
    ['/restaurants/r1/menus?eating_location=eat-in', '/restaurants/r1/menus'],
    ['/a#b?c', '/a'],
    ['https://x.test/s.js?dpl=1', 'https://x.test/s.js'],
    ['/plain', '/plain'],
  ])('withoutQuery(%j) → %j', (path, out) => {
    expect(withoutQuery(path)).toBe(out);
  });

  it.each([
    ['at https://shop.test/coupons/c?couponCode=SECRET (x.js:1)', 'at https://shop.test/coupons/c (x.js:1)'],
    ['see http://a.test/p#frag and https://b.test/q?x=1&y=2', 'see http://a.test/p and https://b.test/q'],
    ['no address ?here', 'no address ?here'],
  ])('stripUrlQueries(%j)', (text, out) => {
    expect(stripUrlQueries(text)).toBe(out);
  });

  it.each([
    ['a', 1],
    ['é', 2],
    ['店', 3],
    ['😀', 4],
    ['\ud800', 3],
    ['\ud800x', 4],
  ])('utf8Length(%j) → %s, as TextEncoder counts', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(new TextEncoder().encode(text).length).toBe(bytes);
  });
});

describe('normalizeEvent: trimmed to the limits, no query strings', () => {
  it('cuts an error to its limits and strips addresses', () => {
    const out = normalizeEvent({
      type: 'error',
      message: `boom https://a.test/x?token=t ${'m'.repeat(400)}`,
      source: 'https://a.test/_next/app.js?dpl=abc:10:2',
      stack: 's'.repeat(2000),
    });
    expect(out).toEqual({
      type: 'error',
      message: `boom https://a.test/x ${'m'.repeat(400)}`.slice(0, TELEMETRY_TEXT_LIMITS.message),
      source: 'https://a.test/_next/app.js',
      stack: 's'.repeat(TELEMETRY_TEXT_LIMITS.stack),
    });
  });

  it('leaves out empty optional fields and unknown properties', () => {
    const withExtra = { type: 'error', message: 'm', source: '', email: 'a@b.test' } as TelemetryEvent;
    expect(normalizeEvent(withExtra)).toEqual({ type: 'error', message: 'm' });
    const page = { type: 'page', kind: 'Orders', path: '/orders?x=1', extra: 1 } as TelemetryEvent;
    expect(normalizeEvent(page)).toEqual({ type: 'page', kind: 'Orders', path: '/orders' });
  });

  it.each([
    ['an error without message', { type: 'error', message: '' }],
    ['a vital without id', { type: 'vital', name: 'LCP', value: 1, id: '' }],
    ['a page without path', { type: 'page', kind: 'Other', path: '?q=1' }],
    [
      'an item event without item id',
      { type: 'event', name: 'editItem', restaurantId: 'r', menuId: 'm', itemId: '', quantity: 1 },
    ],
  ] as [string, TelemetryEvent][])('drops %s (the server would refuse the batch)', (_name, event) => {
    expect(normalizeEvent(event)).toBeNull();
  });

  it('keeps a vital, with or without rating, and cuts its id', () => {
    expect(normalizeEvent({ type: 'vital', name: 'CLS', value: 0.1, rating: 'good', id: 'v1' })).toEqual({
      type: 'vital',
      name: 'CLS',
      value: 0.1,
      rating: 'good',
      id: 'v1',
    });
    expect(normalizeEvent({ type: 'vital', name: 'LCP', value: 1200, id: 'x'.repeat(200) })).toEqual({
      type: 'vital',
      name: 'LCP',
      value: 1200,
      id: 'x'.repeat(TELEMETRY_TEXT_LIMITS.id),
    });
  });

  it.each([
    [3, 3],
    [2.7, 2],
    [-1, 0],
    [1e9, 9999],
    [Number.NaN, 0],
  ])('SPEC 4 event quantity %s → %s', (quantity, out) => {
    const event = normalizeEvent({
      type: 'event',
      name: 'addToCartFromItem',
      restaurantId: 'r1',
      menuId: 'm1',
      itemId: 'i1',
      quantity,
    });
    expect(event).toEqual({
      type: 'event',
      name: 'addToCartFromItem',
      restaurantId: 'r1',
      menuId: 'm1',
      itemId: 'i1',
      quantity: out,
    });
  });
});

describe('toVitalEvent: LCP, INP, CLS, FCP, TTFB only', () => {
  it.each([
    [
      { name: 'LCP', value: 2500, rating: 'good', id: 'a' },
      { type: 'vital', name: 'LCP', value: 2500, rating: 'good', id: 'a' },
    ],
    [
      { name: 'INP', value: 200, rating: 'needs-improvement', id: 'b' },
      { type: 'vital', name: 'INP', value: 200, rating: 'needs-improvement', id: 'b' },
    ],
    [
      { name: 'CLS', value: 0.25, rating: 'poor', id: 'c' },
      { type: 'vital', name: 'CLS', value: 0.25, rating: 'poor', id: 'c' },
    ],
    [
      { name: 'FCP', value: 900, id: 'd' },
      { type: 'vital', name: 'FCP', value: 900, id: 'd' },
    ],
    [
      { name: 'TTFB', value: 80, rating: 'odd', id: 'e' },
      { type: 'vital', name: 'TTFB', value: 80, id: 'e' },
    ],
    [{ name: 'FID', value: 10, id: 'f' }, null],
    [{ name: 'LCP', value: Number.NaN, id: 'g' }, null],
    [{ name: 'LCP', value: -1, id: 'h' }, null],
    [{ name: 'LCP', value: 3_600_001, id: 'i' }, null],
  ])('%j → %j', (metric, out) => {
    expect(toVitalEvent(metric)).toEqual(out);
  });
});

describe('batchBodies: the 8 KB body and 20-event caps', () => {
  const parse = (body: string) => JSON.parse(body) as TelemetryBatch;

  it('one small batch: { v: 1, events, ua }', () => {
    const bodies = batchBodies([page('/a'), page('/b')], ['UA']);
    expect(bodies).toHaveLength(1);
    expect(parse(bodies[0] ?? '')).toEqual({ v: 1, events: [page('/a'), page('/b')], ua: ['UA'] });
  });

  it('nothing to send gives no body', () => {
    expect(batchBodies([], ['UA'])).toEqual([]);
  });

  it(`splits at ${TELEMETRY_MAX_EVENTS} events, in order`, () => {
    const events = Array.from({ length: 45 }, (_, i) => page(`/p${i}`));
    const bodies = batchBodies(events, []).map(parse);
    expect(bodies.map((b) => b.events.length)).toEqual([20, 20, 5]);
    expect(bodies.flatMap((b) => b.events)).toEqual(events);
  });

  it(`splits below ${TELEMETRY_MAX_BODY_BYTES} bytes, counting UTF-8 bytes`, () => {
    const events = Array.from({ length: 12 }, (_, i) => page(`/${i}${'店'.repeat(280)}`));
    const bodies = batchBodies(events, uaChunks('x'.repeat(540)));
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(8192);
    expect(bodies.map(parse).flatMap((b) => b.events)).toEqual(events);
  });

  it('fills a body up to exactly the cap', () => {
    const empty = utf8Length(JSON.stringify({ v: 1, events: [], ua: [] }));
    const one = utf8Length(JSON.stringify(page('/a')));
    const bodies = batchBodies([page('/a'), page('/b'), page('/c')], [], { maxBytes: empty + one * 2 + 1 });
    expect(bodies.map((b) => parse(b).events.length)).toEqual([2, 1]);
    expect(utf8Length(bodies[0] ?? '')).toBe(empty + one * 2 + 1);
  });

  it('drops an event that cannot fit alone and keeps the others', () => {
    const huge = page('/'.padEnd(9000, 'x'));
    const bodies = batchBodies([page('/a'), huge, page('/b')], []).map(parse);
    expect(bodies).toEqual([{ v: 1, events: [page('/a'), page('/b')], ua: [] }]);
  });
});
