import { OrderComplete } from '@/features/checkout';
import { OrderLiveStatus } from '@/features/orders';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { orderQuery } from '@/api/prefetchable-queries';
import { ServerData } from '@/server/ServerData';

/**
 * Order complete (OrderComplete), built from GET /v1/orders/{orderId}; also the return address of payment pages.
 * The order's live state comes from the orders feature (the same view and refresh as the order detail page), composed
 * here: the orders feature shows the checkout's order lines, so the checkout cannot import it (no cycle).
 */
export default async function OrderCompletePage({
  params,
}: {
  params: Promise<{ restaurantId: string; orderId: string }>;
}) {
  const { restaurantId, orderId } = await params;
  return (
    <RouteTranslations route="/restaurants/[restaurantId]/order/[orderId]/complete">
      <ServerData queries={() => [orderQuery(orderId)]} firstLoadOnly>
        <OrderComplete
          restaurantId={restaurantId}
          orderId={orderId}
          liveStatus={<OrderLiveStatus orderId={orderId} />}
        />
      </ServerData>
    </RouteTranslations>
  );
}
