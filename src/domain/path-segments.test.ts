import { describe, expect, it } from 'vitest';
import { isDecodablePath, isPlainId, MAX_PATH_LENGTH, MAX_PLAIN_ID_LENGTH } from './path-segments';

describe('isDecodablePath (issue 10 item 3: malformed percent-encoding answers 404)', () => {
  it.each([
    ['/', true],
    ['/coupons/abc', true],
    ['/coupons/%E3%81%82', true],
    ['/restaurants/r%201/menus/m1/items/i1', true],
    ['/coupons/%ZZ', false],
    ['/coupons/%E0%A4%A', false],
    ['/coupons/%', false],
    ['/coupons/100%', false],
    ['/restaurants/%ZZ/menus/m1/items/i1', false],
    ['/restaurants/r1/menus/%E0%A4%A/items/i1', false],
    ['/restaurants/r1/menus/m1/items/%C3', false],
    ['/api/v1/coupons/%ZZ', false],
  ])('%s → %s', (path, ok) => {
    expect(isDecodablePath(path)).toBe(ok);
  });

  it(`refuses a path longer than ${MAX_PATH_LENGTH} characters`, () => {
    expect(MAX_PATH_LENGTH).toBe(2048);
    expect(isDecodablePath(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isDecodablePath(`/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('isPlainId (ids the server render may put into an API path, issue 15)', () => {
  it.each([
    ['r1001', true],
    ['m-grand', true],
    ['i_karaage-bento', true],
    ['o-20261121-0001', true],
    ['WELCOME100', true],
    ['', false],
    ['..', false],
    ['r1001/../brands', false],
    ['r1001?x=1', false],
    ['r 1', false],
    ['店舗', false],
    ['%2E%2E', false],
  ])('%j → %s', (id, ok) => {
    expect(isPlainId(id)).toBe(ok);
  });

  it(`refuses an id longer than ${MAX_PLAIN_ID_LENGTH} characters`, () => {
    expect(MAX_PLAIN_ID_LENGTH).toBe(128);
    expect(isPlainId('a'.repeat(128))).toBe(true);
    expect(isPlainId('a'.repeat(129))).toBe(false);
  });
});
