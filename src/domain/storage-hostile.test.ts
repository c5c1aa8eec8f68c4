import { describe, expect, it } from 'vitest';
import { loadStoredCart } from './cart-expiry';
import { createMemoryStorage, createTypedStorage } from './storage';
import { MAX_CART_LINES, MAX_STORED_CHARS, MAX_TOKEN_LENGTH } from './storage-bounds';
import { SEAT_TTL_MS } from './constants';

// Issue 10 item 5: corrupt or hostile stored payloads are removed (not only ignored), and the bounds hold:
// customization 3 deep, at most 99 lines of quantity 1–99, tokens up to 4096 characters, dates in years 2000–2100.
const T0 = Date.parse('2026-11-21T13:00:00Z');

function setup(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const l = createMemoryStorage(local);
  const s = createMemoryStorage(session);
  const storage = createTypedStorage({ local: l, session: s, now: () => T0 });
  return { storage, l, s };
}

function nestedLine(depth: number) {
  const ids = { version: 1, quantity: 1, customizeGroupId: 'g' };
  let node: Record<string, unknown> = { itemId: 'leaf', ...ids };
  for (let i = 0; i < depth; i += 1) node = { itemId: `c${i}`, ...ids, customizeItems: [node] };
  const customizeItems = (node.customizeItems as unknown[]) ?? [];
  return { customizeId: 'k1', itemId: 'i1', version: 1, menuId: 'm1', quantity: 1, customizeItems };
}

/** The raw JSON of a cart whose one line nests customization `depth` deep (built as text: no recursion anywhere). */
function deepCartJson(depth: number): string {
  const open = '{"itemId":"c","customizeGroupId":"g","customizeItems":['.repeat(depth);
  const close = ']}'.repeat(depth);
  return `{"restaurant":{"id":"r1001"},"servingType":"takeout","orderItems":[{"customizeId":"k1","itemId":"i1","quantity":1,"customizeItems":[${open.slice(0, -1 * '{"itemId":"c","customizeGroupId":"g","customizeItems":['.length)}{"itemId":"leaf"}${close.slice(2)}]}]}`;
}

const cart = (orderItems: unknown[]) => ({ restaurant: { id: 'r1001' }, orderItems, servingType: 'takeout' });
const line = (n: number, quantity = 1) => ({ customizeId: `k${n}`, itemId: 'i1', version: 1, menuId: 'm1', quantity });
const auth = (accessToken: string) =>
  JSON.stringify({ accessToken, refreshToken: 'refresh-1', refreshTokenExpires: '2030-01-01T00:00:00Z' });

const HOSTILE_LOCAL: [string, string][] = [
  ['cart', deepCartJson(3000)],
  ['cart', JSON.stringify(cart([nestedLine(4)]))],
  ['cart', JSON.stringify(cart(Array.from({ length: 10_000 }, (_, i) => line(i))))],
  ['cart', JSON.stringify(cart(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => line(i))))],
  ['cart', '{"restaurant":'],
  ['cart', 'null'],
  ['cart', JSON.stringify('x'.repeat(MAX_STORED_CHARS + 1))],
  ['auth', auth('a'.repeat(1_000_000))],
  ['auth', auth('a'.repeat(MAX_TOKEN_LENGTH + 1))],
  ['auth', auth('abc\r\nX-Injected: 1')],
  [
    'auth',
    JSON.stringify({ accessToken: 'a', refreshToken: 'r', refreshTokenExpires: '', returnUrl: '//evil.example' }),
  ],
  ['lang', '"xx"'],
  ['coupon_id', '""'],
  ['coupon_id', JSON.stringify('c'.repeat(257))],
  ['lastSelectedMenu', '[1,2]'],
  ['paymentMethod', '"PAYMENT_METHOD_FREE"'],
  ['restaurants', '{"id":"r1"}'],
];

const HOSTILE_SESSION: [string, string][] = [
  [
    'selectReceiveTimes',
    JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '+099999-01-01T00:00:00.000Z' }),
  ],
  [
    'selectReceiveTimes',
    JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '99999-01-01T00:00:00Z' }),
  ],
  ['selectReceiveTimes', JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: 'tomorrow' })],
  ['selectReceiveTimes', JSON.stringify({ receiveTimeType: 'later', receiveTime: null })],
  ['redirectUrl', '"javascript:alert(1)"'],
  ['redirectUrl', '"https://evil.example/"'],
  ['redirectUrl', '"//evil.example"'],
  ['servingType', '"delivery"'],
  ['seatNo', JSON.stringify({ value: { seatNo: '1', restaurantId: 'r1' }, expiresAt: T0 + SEAT_TTL_MS + 1 })],
  ['seatNo', JSON.stringify({ value: { seatNo: '1', restaurantId: 'r1' }, expiresAt: 1e20 })],
  ['pkceCodeVerifier', '"short"'],
  ['dAccountSessionID', `${'['.repeat(20)}${']'.repeat(20)}`],
];

describe('a hostile stored value is removed by the first read, and by the per-visit sweep', () => {
  it.each(HOSTILE_LOCAL.map(([key, raw]) => [key, raw.slice(0, 60), raw] as const))('local %s %s…', (key, _, raw) => {
    const { storage, l } = setup({ [key]: raw });
    storage.sweep();
    expect(l.dump()).toEqual({});
  });

  it.each(HOSTILE_SESSION.map(([key, raw]) => [key, raw.slice(0, 60), raw] as const))(
    'session %s %s…',
    (key, _, raw) => {
      const { storage, s } = setup({}, { [key]: raw });
      storage.sweep();
      expect(s.dump()).toEqual({});
    },
  );

  it('keeps what the app writes', () => {
    const local = {
      cart: JSON.stringify(cart([nestedLine(3), line(2, 99)])),
      auth: auth('eyJhbGciOiJIUzI1NiJ9.e30.sig'),
      lang: '"en"',
    };
    const session = {
      selectReceiveTimes: JSON.stringify({
        receiveTimeType: 'time_specification',
        receiveTime: '2026-11-22T00:30:00+09:00',
      }),
      redirectUrl: '"/restaurants/r1001/menus?eating_location=takeout"',
      seatNo: JSON.stringify({ value: { seatNo: '1', restaurantId: 'r1' }, expiresAt: T0 + SEAT_TTL_MS }),
    };
    const { storage, l, s } = setup(local, session);
    storage.sweep();
    expect(l.dump()).toEqual(local);
    expect(s.dump()).toEqual(session);
  });
});

describe('loadStoredCart bounds (the cart module re-validates whatever reaches it)', () => {
  it.each([
    ['3 000-deep customization', () => JSON.parse(deepCartJson(3000)) as unknown, true],
    ['4-deep customization', () => cart([nestedLine(4)]), true],
    ['10 000 lines', () => cart(Array.from({ length: 10_000 }, (_, i) => line(i))), true],
    ['a line of 100', () => cart([line(1, 100)]), true],
    ['a line of 0', () => cart([line(1, 0)]), true],
    ['3-deep customization and a line of 99', () => cart([nestedLine(3), line(2, 99)]), false],
    ['99 lines', () => cart(Array.from({ length: 99 }, (_, i) => line(i))), false],
  ])('%s → cleared %s', (_, raw, cleared) => {
    const result = loadStoredCart(raw(), new Date(T0));
    expect(result.clearStorage).toBe(cleared);
    expect(result.cart === null).toBe(cleared);
  });
});
