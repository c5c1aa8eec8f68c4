'use client';

import { useEffect, useRef } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { flowReturnPath, RETURN_TO_PARAM, withFlowReturn } from '@/domain/flow-return';
import { restaurantCallbackPlan, callbackTargetHref } from '@/domain/restaurant-flow';
import { EATING_LOCATION_PARAM, parseServingType, DEFAULT_SERVING_TYPE } from '@/domain/serving-type';
import { storedState } from '@/lib/stored-state';
import { FlowPage } from './FlowPage';
import { readStoredReceiveTimes, storeReceiveTimes, useReceiveTime } from './use-receive-time';
import { readStoredServingType, storeServingType, useStoredServingType } from './use-serving-type';
import { useRestaurant } from './use-restaurant';

/** Carries the callback address's other query parameters (coupon, seat …) on to the target. */
function withQuery(href: string, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete(EATING_LOCATION_PARAM);
  rest.delete(RETURN_TO_PARAM);
  const query = rest.toString();
  if (!query) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${query}`;
}

// Decision: an eating_location on the callback address (e.g. from a LIFF link) is taken as the customer's choice;
// when it changes the stored serving type, the stored receive time is forgotten.
/** /restaurants/{id}/callback: decides from what is stored where to go (domain callbackPlan) and replaces itself. */
export function RestaurantCallback({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurants');
  const router = useRouter();
  const searchParams = useSearchParams();
  const restaurant = useRestaurant(restaurantId);
  const storedServingType = useStoredServingType();
  const [storedReceiveTimes] = useReceiveTime();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || storedServingType === undefined || storedReceiveTimes === undefined || !restaurant.data) return;
    done.current = true;
    const param = searchParams.get(EATING_LOCATION_PARAM);
    if (param) {
      const fromAddress = parseServingType(param);
      if (fromAddress !== readStoredServingType()) storeReceiveTimes(null);
      storeServingType(fromAddress);
    }
    const servingType = readStoredServingType();
    const isMenuViewOnly = storedState.get('isMenuViewOnly');
    const plan = restaurantCallbackPlan({
      servingTypeStored: servingType,
      receiveTimeStored: readStoredReceiveTimes() !== null,
      isMenuViewOnly,
      restaurant: restaurant.data,
    });
    if (plan.storeReceiveTimes) storeReceiveTimes(plan.storeReceiveTimes);
    const href = callbackTargetHref(restaurantId, plan.target, servingType ?? DEFAULT_SERVING_TYPE, isMenuViewOnly);
    const returnTo = flowReturnPath(searchParams.get(RETURN_TO_PARAM), restaurantId);
    if (returnTo && plan.target === 'menus') {
      router.replace(returnTo);
      return;
    }
    router.replace(withFlowReturn(withQuery(href, new URLSearchParams(searchParams.toString())), returnTo));
  }, [storedServingType, storedReceiveTimes, restaurant.data, restaurantId, router, searchParams]);

  return <FlowPage title={t('callback.title')} loading={!restaurant.isError} />;
}
