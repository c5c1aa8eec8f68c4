import { OrderHistory } from '@/features/orders';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';

/** Order list (Orders): the logged-in customer's order history. */
export default function OrdersPage() {
  return (
    <RouteTranslations route="/orders">
      <OrderHistory />
    </RouteTranslations>
  );
}
