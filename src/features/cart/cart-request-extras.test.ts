import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/domain/storage';

const local = createMemoryStorage();
const session = createMemoryStorage();
(globalThis as { window?: unknown }).window = { localStorage: local, sessionStorage: session };

const { storedCartRequestExtras } = await import('./cart-request-extras');
// The stores read storage as a page load does, after each test seeded it.
const { rehydrateStoredState } = await import('@/lib/stored-state');

describe('storedCartRequestExtras', () => {
  beforeEach(() => {
    for (const store of [local, session]) for (const key of Object.keys(store.dump())) store.removeItem(key);
    rehydrateStoredState();
  });

  it('is empty with nothing stored', () => {
    expect(storedCartRequestExtras('takeout')).toEqual({
      couponId: undefined,
      couponCode: undefined,
      receiveTime: undefined,
    });
  });

  it('carries the held coupon and, for takeout only, the chosen receive time (SPEC §3 L148 §7 L331a)', () => {
    local.setItem('coupon_id', JSON.stringify('c-welcome'));
    local.setItem('coupon_code', JSON.stringify('WELCOME100'));
    session.setItem(
      'selectReceiveTimes',
      JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T23:30:00+09:00' }),
    );
    rehydrateStoredState();
    expect(storedCartRequestExtras('takeout')).toEqual({
      couponId: 'c-welcome',
      couponCode: 'WELCOME100',
      receiveTime: '2026-11-21T14:30:00.000Z',
    });
    expect(storedCartRequestExtras('eat_in').receiveTime).toBeUndefined();
  });

  it('sends no receive time for an immediate order', () => {
    session.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    rehydrateStoredState();
    expect(storedCartRequestExtras('takeout').receiveTime).toBeUndefined();
  });
});
