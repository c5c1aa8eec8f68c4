import { OrderComplete } from '@/features/checkout';

/** Order complete (OrderComplete), built from GET /v1/orders/{orderId}; also the return address of payment pages. */
export default async function OrderCompletePage({
  params,
}: {
  params: Promise<{ restaurantId: string; orderId: string }>;
}) {
  const { restaurantId, orderId } = await params;
  return <OrderComplete restaurantId={restaurantId} orderId={orderId} />;
}
