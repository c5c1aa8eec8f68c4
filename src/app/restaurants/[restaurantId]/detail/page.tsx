import { OrderInProgressBanner } from '@/features/orders';
import { RestaurantDetail } from '@/features/restaurant-flow';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';

/** Restaurant information (RestaurantInfo). */
export default async function RestaurantDetailPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <RouteTranslations route="/restaurants/[restaurantId]/detail">
      <OrderInProgressBanner restaurantId={restaurantId} />
      <RestaurantDetail restaurantId={restaurantId} />
    </RouteTranslations>
  );
}
