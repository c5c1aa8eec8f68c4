import { SelectOrders } from '@/features/checkout';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';

/** Select orders (Other): the customer's orders in progress at this restaurant (see SelectOrders for the decision). */
export default async function SelectOrdersPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <RouteTranslations route="/restaurants/[restaurantId]/select_orders">
      <SelectOrders restaurantId={restaurantId} />
    </RouteTranslations>
  );
}
