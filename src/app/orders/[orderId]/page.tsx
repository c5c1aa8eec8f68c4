import { notFound } from 'next/navigation';
import { isOrderIdShape } from '@/domain/order-state';
import { OrderDetail } from '@/features/orders';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';

/** Order detail (OrderDetail); a malformed order id is the not-found page without asking the server. */
export default async function OrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  if (!isOrderIdShape(orderId)) notFound();
  return (
    <RouteTranslations route="/orders/[orderId]">
      <OrderDetail orderId={orderId} />
    </RouteTranslations>
  );
}
