import { describe, expect, it } from 'vitest';
import { isDecodablePath, MAX_PATH_LENGTH } from './path-segments';

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
