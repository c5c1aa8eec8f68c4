import { SelectOrders } from '@/features/checkout';

/** Select orders (Other): the customer's orders in progress at this restaurant (see SelectOrders for the decision). */
export default async function SelectOrdersPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <SelectOrders restaurantId={restaurantId} />;
}
