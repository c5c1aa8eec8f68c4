import { OrderInProgressBanner } from '@/features/orders';
import { MenuScreen } from '@/features/menus';

/** A menu, the restaurant top (page kind RestaurantTop); items open as a sheet over it (the item feature's @modal slot). */
export default async function MenuPage({ params }: { params: Promise<{ restaurantId: string; menuId: string }> }) {
  const { restaurantId, menuId } = await params;
  return (
    <>
      <OrderInProgressBanner restaurantId={restaurantId} />
      <MenuScreen restaurantId={restaurantId} menuId={menuId} />
    </>
  );
}
