import { OrderForm } from '@/features/checkout';

/** Order form (Order): restaurant, receive time, lines, coupon, payment, contact, price and the place-order button. */
export default async function OrderPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <OrderForm restaurantId={restaurantId} />;
}
