import type { CartRequestExtras } from '@/domain/cart-request';
import { itemParams } from '@/domain/menu-params';
import type { ServingType } from '@/domain/serving-type';
import { appStorage } from '@/lib/browser-storage';

/**
 * Coupon and receive time sent with the cart, read from storage through the domain's request rules: the coupon id or
 * code when held, the receive time only for takeout with a chosen (non-immediate) time.
 */
export function storedCartRequestExtras(servingType: ServingType): CartRequestExtras {
  const storage = appStorage();
  const chosen = storage.get('selectReceiveTimes');
  const params = itemParams({
    servingType,
    receiveTimeType: chosen?.receiveTimeType,
    receiveTime: chosen?.receiveTime,
    isMenuViewOnly: false,
    couponId: storage.get('couponId'),
    couponCode: storage.get('couponCode'),
  });
  return { couponId: params.couponId, couponCode: params.couponCode, receiveTime: params.receiveTime };
}
