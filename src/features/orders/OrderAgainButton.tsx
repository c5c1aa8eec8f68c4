'use client';

import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { withFlowReturn } from '@/domain/flow-return';
import { restaurantPath } from '@/domain/navigation';
import { resetRestaurantFlow } from '@/features/restaurant-flow';
import { REORDER_PARAM } from './order-links';
import { buttonLook } from '@/ui/controls/button-look';

/**
 * "Order again": the serving type and receive time are chosen again (the restaurant flow from its callback, the
 * stored choices forgotten first), then the flow comes back to the menu list with `?reorder=<orderId>`, where the
 * lines are re-checked against the menu of that moment (ReorderReview).
 */
export function OrderAgainButton({ restaurantId, orderId }: { restaurantId: string; orderId: string }) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const start = () => {
    resetRestaurantFlow();
    const back = `${restaurantPath(restaurantId, 'menus')}?${REORDER_PARAM}=${encodeURIComponent(orderId)}`;
    router.push(withFlowReturn(restaurantPath(restaurantId, 'callback'), back));
  };
  return (
    <button
      type="button"
      className={buttonLook({ variant: 'contained', fullWidth: true, marginTop: 3 })}
      onClick={start}
    >
      {t('reorder.button')}
    </button>
  );
}
