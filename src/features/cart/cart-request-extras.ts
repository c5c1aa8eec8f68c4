import { useMemo } from 'react';
import type { CartRequestExtras } from '@/domain/cart-request';
import { itemParams } from '@/domain/menu-params';
import type { ServingType } from '@/domain/serving-type';
import type { SelectReceiveTimes } from '@/domain/storage-keys';
import { storedState, useCouponStore, useServingStore } from '@/lib/stored-state';

/** The stored choices the cart request carries. */
interface StoredChoices {
  selectReceiveTimes: SelectReceiveTimes | null;
  couponId: string | null;
  couponCode: string | null;
}

/**
 * Coupon and receive time sent with the cart, through the domain's request rules: the coupon id or code when held, the
 * receive time only for takeout with a chosen (non-immediate) time.
 */
function cartRequestExtras(servingType: ServingType, stored: StoredChoices): CartRequestExtras {
  const chosen = stored.selectReceiveTimes;
  const params = itemParams({
    servingType,
    receiveTimeType: chosen?.receiveTimeType,
    receiveTime: chosen?.receiveTime,
    isMenuViewOnly: false,
    couponId: stored.couponId,
    couponCode: stored.couponCode,
  });
  return { couponId: params.couponId, couponCode: params.couponCode, receiveTime: params.receiveTime };
}

/** The cart request's coupon and receive time as stored now (outside React: the cart sync). */
export function storedCartRequestExtras(servingType: ServingType): CartRequestExtras {
  return cartRequestExtras(servingType, {
    selectReceiveTimes: storedState.get('selectReceiveTimes'),
    couponId: storedState.get('couponId'),
    couponCode: storedState.get('couponCode'),
  });
}

/**
 * The cart request's coupon and receive time from the stores: re-renders when a coupon is applied or removed or the
 * receive time changes; null without a serving type. Before storage was read (hydration) nothing is held.
 */
export function useStoredCartRequestExtras(servingType: ServingType | null | undefined): CartRequestExtras | null {
  const selectReceiveTimes = useServingStore((state) => state.selectReceiveTimes) ?? null;
  const couponId = useCouponStore((state) => state.couponId) ?? null;
  const couponCode = useCouponStore((state) => state.couponCode) ?? null;
  return useMemo(
    () => (servingType ? cartRequestExtras(servingType, { selectReceiveTimes, couponId, couponCode }) : null),
    [servingType, selectReceiveTimes, couponId, couponCode],
  );
}
