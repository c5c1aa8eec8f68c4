import { describe, expect, it } from 'vitest';
import {
  EATING_LOCATION_PARAM,
  switchAsksReceiveTime,
  parseServingType,
  toApiServingType,
  toEatingLocationParam,
} from './serving-type';

describe('SPEC 2 "eating_location takes eat-in or takeout. The default is takeout." (SPEC §2 L55a)', () => {
  it.each([
    ['/restaurants/r1/menus?eating_location=eat-in', 'eat_in'],
    ['/restaurants/r1/menus?eating_location=takeout', 'takeout'],
    ['/restaurants/r1/menus?eatingLocation=eat-in', 'takeout'],
    ['/restaurants/r1/menus', 'takeout'],
  ])('the address %s reads as %s', (address, out) => {
    const query = new URL(address, 'https://demo.order.example').searchParams;
    expect(parseServingType(query.get(EATING_LOCATION_PARAM))).toBe(out);
  });

  it.each([
    ['eat-in', 'eat_in'],
    ['eat_in', 'eat_in'],
    ['SERVING_TYPE_EAT_IN', 'eat_in'],
    ['EAT-IN', 'eat_in'],
    ['takeout', 'takeout'],
    ['SERVING_TYPE_TAKEOUT', 'takeout'],
    ['bogus', 'takeout'],
    [null, 'takeout'],
    [undefined, 'takeout'],
  ])('parseServingType(%s) → %s (SPEC §3 L177b)', (raw, out) => {
    expect(parseServingType(raw)).toBe(out);
  });

  it.each([
    ['takeout', 'takeout', 'SERVING_TYPE_TAKEOUT'],
    ['eat_in', 'eat-in', 'SERVING_TYPE_EAT_IN'],
  ] as const)('%s → address %s, API %s (SPEC §3 L177a L177b)', (t, param, api) => {
    expect(toEatingLocationParam(t)).toBe(param);
    expect(toApiServingType(t)).toBe(api);
  });
});

describe('switching the serving type: "takeout without a receive time → select_receivetime; eat-in is always immediate"', () => {
  it.each([
    ['eat-in → takeout asks for a receive time', 'eat_in', 'takeout', true],
    ['takeout → eat-in: eat-in is always immediate', 'takeout', 'eat_in', false],
    ['takeout → takeout: no change', 'takeout', 'takeout', false],
    ['eat-in → eat-in: no change', 'eat_in', 'eat_in', false],
  ] as const)('%s', (_name, from, to, expected) => {
    expect(switchAsksReceiveTime(from, to)).toBe(expected);
  });
});
