import { describe, expect, it } from 'vitest';
import * as v from './storage-schema';
import {
  callbackOperation,
  DACCOUNT_STORAGE_KEYS,
  dAccountState,
  dMiniLoginType,
  judgeDAccountCallback,
  spendsRecord,
  stateBrand,
  type DAccountLoginRecord,
} from './daccount-flow';

const NONCE = '0123456789abcdef0123456789abcdef';
const STATE = `demo.${NONCE}`;
const record = (patch: Partial<DAccountLoginRecord> = {}): DAccountLoginRecord => ({
  state: STATE,
  brandId: 'demo',
  flow: 'dminiLaunch',
  restaurantId: 'r1001',
  returnPath: '/dmini',
  used: false,
  ...patch,
});
const q = (s: string) => new URLSearchParams(s);

describe('issue 14 "state should bind brand": the d-account login state', () => {
  it('is <brandId>.<128-bit hex>', () => {
    expect(dAccountState('demo', NONCE)).toBe(STATE);
  });
  it.each([
    ['', NONCE],
    ['de.mo', NONCE],
    ['demo', 'short'],
    ['demo', NONCE.toUpperCase()],
  ])('refuses brand %j with nonce %j', (brand, nonce) => {
    expect(() => dAccountState(brand, nonce)).toThrow();
  });
  it.each([
    [STATE, 'demo'],
    [`other.${NONCE}`, 'other'],
    ['mock-state', null],
    [`.${NONCE}`, null],
    ['demo.xyz', null],
  ])('stateBrand(%s) → %s', (state, brand) => {
    expect(stateBrand(state)).toBe(brand);
  });
});

describe('issue 14 item 8: "which callback path" and loginType (SPEC §7 L355 L357 L359)', () => {
  it.each([
    ['dminiLaunch', 'dMiniLaunchCallback', 'launch'],
    ['dminiDpoint', 'dMiniDpointCallback', 'dpoint'],
    ['webDpoint', 'dAccountDpointCallback', 'dpoint'],
  ] as const)('%s → %s (loginType %s)', (flow, op, type) => {
    expect(callbackOperation(flow)).toBe(op);
    expect(dMiniLoginType(flow)).toBe(type);
  });
});

describe('issue 14 "Bad input": a callback with error= or without state, a state that does not match, a replayed callback', () => {
  it.each([
    [
      'a good callback',
      `code=c1&error=&state=${STATE}`,
      record(),
      { ok: true, flow: 'dminiLaunch', code: 'c1', state: STATE, error: '' },
    ],
    [
      'a d POINT card callback',
      `code=c1&state=${STATE}`,
      record({ flow: 'dminiDpoint' }),
      { ok: true, flow: 'dminiDpoint', code: 'c1', state: STATE, error: '' },
    ],
    ['without state', 'code=c1&error=', record(), { ok: false, reason: 'missingState' }],
    ['with an empty state', 'code=c1&state=', record(), { ok: false, reason: 'missingState' }],
    ['a state of another brand', `code=c1&state=other.${NONCE}`, record(), { ok: false, reason: 'otherBrand' }],
    ['a state of no shape', 'code=c1&state=mock-state', record(), { ok: false, reason: 'otherBrand' }],
    ['no login started in this session', `code=c1&state=${STATE}`, null, { ok: false, reason: 'noLogin' }],
    [
      'a state that does not match',
      `code=c1&state=demo.${'f'.repeat(32)}`,
      record(),
      { ok: false, reason: 'stateMismatch' },
    ],
    ['a replayed callback', `code=c1&state=${STATE}`, record({ used: true }), { ok: false, reason: 'replayed' }],
    [
      'a record kept for another brand',
      `code=c1&state=${STATE}`,
      record({ brandId: 'other' }),
      { ok: false, reason: 'otherBrand' },
    ],
    [
      'a callback with error=',
      `code=&error=access_denied&state=${STATE}`,
      record(),
      { ok: false, reason: 'providerError' },
    ],
    ['without a code', `error=&state=${STATE}`, record(), { ok: false, reason: 'missingCode' }],
  ] as const)('%s', (_name, query, kept, out) => {
    expect(judgeDAccountCallback(q(query), kept, 'demo')).toEqual(out);
  });

  it.each([
    ['providerError', true],
    ['missingCode', true],
    ['missingState', false],
    ['stateMismatch', false],
    ['replayed', false],
    ['otherBrand', false],
    ['noLogin', false],
  ] as const)('a %s refusal spends the kept state: %s', (reason, out) => {
    expect(spendsRecord(reason)).toBe(out);
  });
});

describe('the kept login record: "stored data of the wrong shape is dropped"', () => {
  it.each([
    ['a good record', record(), true],
    ['an off-site return path', record({ returnPath: 'https://evil.example/' }), false],
    ['an unknown flow', { ...record(), flow: 'other' }, false],
    ['an empty state', record({ state: '' }), false],
  ])('%s → valid %s', (_name, value, ok) => {
    expect(v.safeParse(DACCOUNT_STORAGE_KEYS.dAccountLogin.schema, value).success).toBe(ok);
  });
});
