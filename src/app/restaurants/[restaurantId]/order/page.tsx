import { OrderForm } from '@/features/checkout';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';

/** Order form (Order): restaurant, receive time, lines, coupon, payment, contact, price and the place-order button. */
export default async function OrderPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <RouteTranslations route="/restaurants/[restaurantId]/order">
      <OrderForm restaurantId={restaurantId} />
    </RouteTranslations>
  );
}
