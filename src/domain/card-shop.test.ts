import { describe, expect, it } from 'vitest';
import { sessionCardShopId } from './card-shop';

describe('sessionCardShopId: the session key gmopgShopId (SPEC §3 L195b)', () => {
  it.each([
    [
      'the first card form of a session stores the deployment’s shop id',
      null,
      'shop-1',
      { shopId: 'shop-1', store: 'shop-1' },
    ],
    ['a stored shop id wins for the rest of the session', 'shop-1', 'shop-2', { shopId: 'shop-1', store: null }],
    ['no shop id configured: nothing stored', null, '', { shopId: '', store: null }],
  ] as const)('%s', (_name, stored, configured, expected) => {
    expect(sessionCardShopId(stored, configured)).toEqual(expected);
  });
});
