'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { REORDER_PARAM } from './order-links';

// ADR 0009: the review dialog is fetched only when the menu list is opened to order again; so is the check of the
// order id's shape (domain order-state), which it makes before asking for the order.
const ReorderDialog = dynamic(() => import('./ReorderDialog').then((m) => m.CheckedReorderDialog), { ssr: false });

/**
 * "Order again", on the menu list once the serving type and receive time were chosen again (`?reorder=<orderId>`):
 * every line of the past order re-checked against the current menu (domain planReorder), what changed shown first,
 * and only the lines the menu allows put in the cart, which then opens.
 */
export function ReorderReview({ restaurantId }: { restaurantId: string }) {
  const orderId = useSearchParams().get(REORDER_PARAM);
  if (!orderId) return null;
  return <ReorderDialog restaurantId={restaurantId} orderId={orderId} />;
}
