import { OrderHistory } from '@/features/orders';

/** Order list (Orders): the logged-in customer's order history. */
export default function OrdersPage() {
  return <OrderHistory />;
}
