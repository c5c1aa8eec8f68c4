import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, RECEIVE_TIME_TYPES, STORAGE_KEYS } from './storage-keys';

describe('SPEC 3 "Client storage": every key with its area', () => {
  it.each([
    ['auth', 'auth', 'local'],
    ['restaurants', 'restaurants', 'local'],
    ['liffData', 'liffData', 'local'],
    ['lang', 'lang', 'local'],
    ['couponId', 'coupon_id', 'local'],
    ['couponCode', 'coupon_code', 'local'],
    ['paymentMethod', 'paymentMethod', 'local'],
    ['orderFormValues', 'orderFormValues', 'local'],
    ['recentlyOrderedRestaurants', 'recentlyOrderedRestaurants', 'local'],
    ['liffStateRestaurantId', 'liff_state_restaurant_id', 'local'],
    ['targetLiffId', 'target_liff_id', 'local'],
    ['cart', 'cart', 'local'],
    ['lastSelectedMenu', 'lastSelectedMenu', 'local'],
    ['isMenuViewOnly', 'isMenuViewOnly', 'local'],
    ['isApprovedAlcohol', 'isApprovedAlcohol', 'local'],
    ['redirectUrl', 'redirectUrl', 'session'],
    ['gmopgShopId', 'gmopgShopId', 'session'],
    ['isDMiniApp', 'isDMiniApp', 'session'],
    ['dMiniLaunchRestaurantId', 'dMiniLaunchRestaurantId', 'session'],
    ['dAccountSessionID', 'dAccountSessionID', 'session'],
    ['isCouponCodeUse', 'isCouponCodeUse', 'session'],
    ['pkceCodeVerifier', 'pkceCodeVerifier', 'session'],
    ['seatNo', 'seatNo', 'session'],
    ['servingType', 'servingType', 'session'],
    ['dPayMiniPaymentOrderId', 'dPayMiniPaymentOrderId', 'session'],
    ['dPayMiniPaymentRequestId', 'dPayMiniPaymentRequestId', 'session'],
    ['selectReceiveTimes', 'selectReceiveTimes', 'session'],
    ['liffReferrerSent', 'liffReferrerSent', 'session'],
  ] as const)(
    '%s is stored as "%s" in %s storage (SPEC §3 L194a L194c L194d L194e L194f L194g L194h L194i L194j L194k L194l L194m L194n L194o L195a L195c L195d L195e L195g L195h L195i L195j L195k L195l)',
    (name, key, area) => {
      expect(STORAGE_KEYS[name].key).toBe(key);
      expect(STORAGE_KEYS[name].area).toBe(area);
    },
  );

  it('has exactly 15 long-term and 12 session keys, plus liffReferrerSent ("once per session per app id")', () => {
    const areas = Object.values(STORAGE_KEYS).map((d) => d.area);
    expect(areas.filter((a) => a === 'local')).toHaveLength(15);
    expect(areas.filter((a) => a === 'session')).toHaveLength(13);
  });
});

describe('SPEC 3 enumerations kept in storage', () => {
  it('"Payment method (prefix PAYMENT_METHOD_)": 12 methods (SPEC §3 L172)', () => {
    expect(PAYMENT_METHODS).toHaveLength(12);
    expect(PAYMENT_METHODS.every((m) => m.startsWith('PAYMENT_METHOD_'))).toBe(true);
  });
  it('"Receive-time modes: now, earliest, time_specification, current_date, later_date" (SPEC §3 L186a)', () => {
    expect(RECEIVE_TIME_TYPES).toEqual(['now', 'earliest', 'time_specification', 'current_date', 'later_date']);
  });
});
