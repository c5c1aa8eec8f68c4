import { OrderInProgressBanner } from '@/features/orders';
import { RestaurantDetail } from '@/features/restaurant-flow';

/** Restaurant information (RestaurantInfo). */
export default async function RestaurantDetailPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <>
      <OrderInProgressBanner restaurantId={restaurantId} />
      <RestaurantDetail restaurantId={restaurantId} />
    </>
  );
}
