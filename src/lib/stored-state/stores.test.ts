// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEAT_TTL_MS } from '@/domain/constants';
import { STORAGE_KEYS, type StorageKeyName } from '@/domain/storage-keys';
import {
  ownerOf,
  readFromStorage,
  rehydrateStoredState,
  storedState,
  useCouponStore,
  useServingStore,
  useSessionStore,
} from './stores';

const T0 = Date.parse('2026-11-21T13:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  localStorage.clear();
  sessionStorage.clear();
  rehydrateStoredState();
});
afterEach(() => vi.useRealTimers());

describe('one owner per stored key (docs/adr/0021)', () => {
  it('every key but the cart belongs to exactly one store', () => {
    const names = Object.keys(STORAGE_KEYS) as StorageKeyName[];
    for (const name of names.filter((n) => n !== 'cart')) {
      expect(
        ownerOf(name).names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    }
    expect(ownerOf('cart' as never)).toBeUndefined();
  });

  it('the server snapshot holds nothing read (undefined), so the first render matches the server', () => {
    localStorage.setItem('coupon_code', '"SPRING"');
    rehydrateStoredState();
    expect(useCouponStore.getState().couponCode).toBe('SPRING');
    expect(useCouponStore.getInitialState().couponCode).toBeUndefined();
  });
});

describe('stored data of the wrong shape is dropped on load (SPEC §3 client storage)', () => {
  it.each([
    ['coupon_id', 'local', '123', 'couponId'],
    ['servingType', 'session', '"delivery"', 'servingType'],
    ['auth', 'local', '{"accessToken":1}', 'auth'],
    ['selectReceiveTimes', 'session', 'not json', 'selectReceiveTimes'],
  ] as const)('%s = %s reads as none and the key is removed', (key, area, raw, name) => {
    const storage = area === 'local' ? localStorage : sessionStorage;
    storage.setItem(key, raw);
    rehydrateStoredState();
    expect(storedState.get(name)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });
});

describe('writes go through the store', () => {
  it('a valid value is stored under its own key and format, and subscribers hear of it', () => {
    const heard: (string | null | undefined)[] = [];
    const unsubscribe = useCouponStore.subscribe((state) => heard.push(state.couponCode));
    expect(storedState.set('couponCode', 'SPRING')).toBe(true);
    expect(localStorage.getItem('coupon_code')).toBe('"SPRING"');
    storedState.remove('couponCode');
    expect(localStorage.getItem('coupon_code')).toBeNull();
    expect(heard).toEqual(['SPRING', null]);
    unsubscribe();
  });

  it('a value the schema refuses changes neither the store nor storage', () => {
    expect(useSessionStore.getState().write('redirectUrl', 'https://evil.example/')).toBe(false);
    expect(useSessionStore.getState().redirectUrl).toBeNull();
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();
  });

  it('a flag set to false is removed, as before', () => {
    storedState.set('isMenuViewOnly', true);
    expect(localStorage.getItem('isMenuViewOnly')).toBe('true');
    storedState.set('isMenuViewOnly', false);
    expect(localStorage.getItem('isMenuViewOnly')).toBeNull();
  });
});

describe('expiry (SPEC §9 seat kept 24 hours)', () => {
  const seat = { seatNo: 'A-1', restaurantId: 'r1001' };

  it('writing another key of the store leaves the seat’s expiry as it was', () => {
    storedState.set('seatNo', seat, { ttlMs: SEAT_TTL_MS });
    const before = sessionStorage.getItem('seatNo');
    vi.setSystemTime(T0 + 60_000);
    storedState.set('servingType', 'eat_in');
    expect(sessionStorage.getItem('seatNo')).toBe(before);
    expect(JSON.parse(before ?? '{}')).toEqual({ value: seat, expiresAt: T0 + SEAT_TTL_MS });
  });

  it('a seat read after its 24 hours is gone, in the store and in storage, without a reload', () => {
    storedState.set('seatNo', seat, { ttlMs: SEAT_TTL_MS });
    vi.setSystemTime(T0 + SEAT_TTL_MS - 1);
    expect(storedState.get('seatNo')).toEqual(seat);
    vi.setSystemTime(T0 + SEAT_TTL_MS);
    expect(storedState.get('seatNo')).toBeNull();
    expect(useServingStore.getState().seatNo).toBeNull();
    expect(sessionStorage.getItem('seatNo')).toBeNull();
  });
});

describe('another tab', () => {
  it('a change of a key in another tab is read again', () => {
    localStorage.setItem('coupon_id', '"C-9"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'coupon_id' }));
    expect(useCouponStore.getState().couponId).toBe('C-9');
  });

  it('a read from storage sees another tab’s write before its storage event arrives (the refresh lock)', () => {
    const fresh = { accessToken: 'fresh', refreshToken: 'rotated', refreshTokenExpires: '2099-01-01T00:00:00Z' };
    storedState.set('auth', { ...fresh, accessToken: 'old', refreshToken: 'old' });
    localStorage.setItem('auth', JSON.stringify(fresh));
    expect(storedState.get('auth')?.refreshToken).toBe('old');
    expect(readFromStorage('auth')).toEqual(fresh);
    expect(useSessionStore.getState().auth).toEqual(fresh);
  });
});
