import { describe, expect, it } from 'vitest';
import { mockPreferEnabled, mockPreferFromCookie } from './prefer';

const MOCK = { MOCK_MODE: '1' };

describe('mockPreferFromCookie', () => {
  it.each([
    ['code%3D500', 'code=500'],
    ['code=404, example=notFound', 'code=404, example=notFound'],
    ['code%3D409%2C%20example%3DitemSoldOut', 'code=409, example=itemSoldOut'],
    ['dynamic=true', 'dynamic=true'],
  ])('forwards %s as %s', (cookie, expected) => {
    expect(mockPreferFromCookie(cookie, MOCK)).toBe(expected);
  });

  it.each([[undefined], [''], ['code=abc'], ['evil\r\nx: y'], ['%E0%A4%A'], ['code=500; other']])(
    'drops %s',
    (cookie) => {
      expect(mockPreferFromCookie(cookie, {})).toBeNull();
    },
  );

  it('applies a path-scoped value only to calls under that path', () => {
    const cookie = encodeURIComponent('/v1/restaurants/r1001|code=404');
    expect(mockPreferFromCookie(cookie, MOCK, '/v1/restaurants/r1001')).toBe('code=404');
    expect(mockPreferFromCookie(cookie, MOCK, '/v1/brands/demo')).toBeNull();
    expect(mockPreferFromCookie(cookie, {})).toBeNull();
  });

  it.each([
    [{}, false],
    [{ API_ORIGIN: 'https://api.example' }, false],
    [{ API_ORIGIN: 'http://127.0.0.1:4567', MOCK_MODE: '1' }, true],
    [{ MOCK_MODE: '1' }, true],
    [{ MOCK_MODE: '0' }, false],
    [{ MOCK_MODE: 'true' }, false],
  ])('mock mode for %j is %s (only when MOCK_MODE=1 asks for it; production is the default)', (env, enabled) => {
    expect(mockPreferEnabled(env)).toBe(enabled);
  });

  it('is off when MOCK_MODE is 0', () => {
    expect(mockPreferFromCookie('code=500', { MOCK_MODE: '0' })).toBeNull();
  });
});
