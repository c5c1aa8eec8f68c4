import { describe, expect, it } from 'vitest';
import { captureSeatFromUrl, getSeat, readSeatFromUrl, saveSeat, stripSeatFromUrl } from './seat';
import { createMemoryStorage, createTypedStorage } from './storage';

const T0 = 1_700_000_000_000;
function setup() {
  const clock = { t: T0 };
  const session = createMemoryStorage();
  const storage = createTypedStorage({ local: createMemoryStorage(), session, now: () => clock.t });
  return { storage, session, clock };
}

describe('SPEC 2 "A seat number may be carried on the address" (SPEC §2 L57)', () => {
  it.each([
    ['/restaurants/r1/menus?seatNo=12', '12'],
    ['/restaurants/r1/menus?eating_location=eat-in&seat_no=A%203', 'A 3'],
    ['https://demo.order.example/restaurants/r1?seatNo=5#top', '5'],
    ['/x?seatNo=&seat_no=7', '7'],
    ['/x?seatNo', null],
    ['/x?seatNo=%20', null],
    ['/x?seat=3', null],
    ['/x', null],
    ['/x?seatNo=%E0%A4%A', '%E0%A4%A'],
    ['/x?seatNo=a=b', 'a=b'],
  ])('readSeatFromUrl(%s) → %s', (url, out) => {
    expect(readSeatFromUrl(url)).toBe(out);
  });

  it.each([
    ['/restaurants/r1/menus?seatNo=12', '/restaurants/r1/menus'],
    ['/restaurants/r1/menus?eating_location=eat-in&seatNo=12', '/restaurants/r1/menus?eating_location=eat-in'],
    ['/m?seat_no=1&a=b%20c&seatNo=2&d=+e', '/m?a=b%20c&d=+e'],
    ['https://demo.order.example/r?seatNo=5#top', 'https://demo.order.example/r#top'],
    ['/m?seatNo', '/m'],
    ['/m?se%61tNo=3&x=1', '/m?x=1'],
    ['/m?x=1&&y=2', '/m?x=1&y=2'],
    ['/m?x=1', '/m?x=1'],
    ['/m', '/m'],
    ['/m#a?seatNo=1', '/m#a?seatNo=1'],
  ])('stripSeatFromUrl(%s) → %s', (url, out) => {
    expect(stripSeatFromUrl(url)).toBe(out);
  });
});

describe('SPEC 4 "stored with the restaurant id for 24 hours ... returned only when the stored restaurant matches" (SPEC §3 L164 §4 L260a L260b §9 L426)', () => {
  it.each([
    ['same restaurant, fresh', 'r1', 0, '12'],
    ['same restaurant, 86399999 ms later', 'r1', 86_399_999, '12'],
    ['same restaurant, 86400000 ms later (expired)', 'r1', 86_400_000, null],
    ['other restaurant', 'r2', 0, null],
    ['no current restaurant', undefined, 0, null],
  ])('%s → %s', (_n, current, elapsed, out) => {
    const { storage, clock } = setup();
    expect(saveSeat(storage, '12', 'r1')).toBe(true);
    clock.t += elapsed;
    expect(getSeat(storage, current)).toBe(out);
  });

  it.each([
    ['/restaurants/r1/menus?seatNo=9&a=1', 'r1', '/restaurants/r1/menus?a=1', '9'],
    ['/restaurants/r1/menus?a=1', 'r1', '/restaurants/r1/menus?a=1', null],
    ['/?seatNo=9', undefined, '/', null],
  ])('captureSeatFromUrl(%s) for %s → %s, stored seat %s (SPEC §4 L260a)', (url, restaurantId, cleaned, stored) => {
    const { storage } = setup();
    expect(captureSeatFromUrl(storage, url, restaurantId)).toBe(cleaned);
    expect(getSeat(storage, restaurantId ?? 'r1')).toBe(stored);
  });
});
