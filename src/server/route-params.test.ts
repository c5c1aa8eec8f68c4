import { describe, expect, it } from 'vitest';
import { addressServingType, firstParam, type SearchParams } from './route-params';

describe('route parameters as the server pages read them', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['c1', 'c1'],
    [['c1', 'c2'], 'c1'],
    [[], null],
  ] as const)('firstParam(%j) = %j', (value, out) => {
    expect(firstParam(value as string | string[] | undefined)).toBe(out);
  });

  it.each<[SearchParams, string]>([
    [{}, 'takeout'],
    [{ eating_location: 'eat-in' }, 'eat_in'],
    [{ eating_location: ['eat_in', 'takeout'] }, 'eat_in'],
    [{ eating_location: 'takeout' }, 'takeout'],
    [{ eating_location: 'nonsense' }, 'takeout'],
  ])('addressServingType(%j) = %s (SPEC 4 default: takeout)', (query, out) => {
    expect(addressServingType(query)).toBe(out);
  });
});
