import { menuListQuery, menuQuery } from '@/api/prefetchable-menu-queries';
import { OrderInProgressBanner } from '@/features/orders';
import { MenuScreen } from '@/features/menus';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { addressServingType, type SearchParams } from '@/server/route-params';
import { ServerData } from '@/server/ServerData';

/**
 * A menu, the restaurant top (page kind RestaurantTop); items open as a sheet over it (the item feature's @modal
 * slot). A first load has the menu and the menu list (the menu-book popup's) in its HTML (src/server/prefetch.server.ts).
 */
export default async function MenuPage({
  params,
  searchParams,
}: {
  params: Promise<{ restaurantId: string; menuId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ restaurantId, menuId }, query] = await Promise.all([params, searchParams]);
  const servingType = addressServingType(query);
  return (
    <ServerData
      queries={() => [menuQuery(restaurantId, menuId, servingType), menuListQuery(restaurantId, servingType)]}
      firstLoadOnly
    >
      <RouteTranslations route="/restaurants/[restaurantId]/menus/[menuId]">
        <OrderInProgressBanner restaurantId={restaurantId} />
        <MenuScreen restaurantId={restaurantId} menuId={menuId} />
      </RouteTranslations>
    </ServerData>
  );
}
