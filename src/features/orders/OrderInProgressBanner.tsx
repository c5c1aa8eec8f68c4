'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useShellStore } from '@/ui/shell/shell-store';
import { orderInProgressQuery } from './order-in-progress-query';

// Decision (issue 27 item 2, replacing the docked banners of issue 15): the orders in progress are ONE compact card
// in the flow of the page, at its top, not a fixed bar: fixed banners, one per order, stacked over the menu, took the
// tap meant for an item and covered the only button of the error page. Several orders share the card: it shows the
// most pressing one (a READY order first, else the newest) and a button that unfolds the others. The trade-off: for a
// customer with an order in progress the page moves down once when the card arrives after the page's own data (the
// layout shift the dock avoided); a customer without one (nearly every visit) sees nothing move.
// Decision (issue 27 item 7): each order has its state's colour and icon; a READY order is green with a check and says
// in its own words that it can be picked up, so that it is not mistaken for a received one.
// Decision (issue 27 item 2): on an error page the card steps aside (the error and its way out are all that shows).
// Issue 29 (ADR 0009): the card's code (OrdersCard) and the rules that pick the orders it shows (domain order-state)
// are fetched when the answer holds an order, not with the page.
const RestaurantOrdersCard = dynamic(() => import('./RestaurantOrdersCard').then((m) => m.RestaurantOrdersCard), {
  ssr: false,
});

/**
 * The customer's orders in progress at a restaurant (GET /v1/orders/in_progress) as one card, each order opening its
 * detail. Nothing while loading, on an error (the page's own content matters more) or with none.
 */
export function OrderInProgressBanner({ restaurantId }: { restaurantId: string }) {
  const errorPageShown = useShellStore((state) => state.errorPageShown);
  const answer = useQuery(orderInProgressQuery(restaurantId)).data;
  if (!answer?.orders.length || errorPageShown) return null;
  return <RestaurantOrdersCard restaurantId={restaurantId} answer={answer} />;
}
