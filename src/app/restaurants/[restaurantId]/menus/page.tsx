import { menuListQuery } from '@/api/prefetchable-menu-queries';
import { OrderInProgressBanner, ReorderReview } from '@/features/orders';
import { MenuListScreen } from '@/features/menus';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { addressServingType, type SearchParams } from '@/server/route-params';
import { ServerData } from '@/server/ServerData';

/** Menu list (page kind Menus). A first load has the list in its HTML (src/server/prefetch.server.ts). */
export default async function MenusPage({
  params,
  searchParams,
}: {
  params: Promise<{ restaurantId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ restaurantId }, query] = await Promise.all([params, searchParams]);
  return (
    <ServerData queries={() => [menuListQuery(restaurantId, addressServingType(query))]} firstLoadOnly>
      <RouteTranslations route="/restaurants/[restaurantId]/menus">
        <OrderInProgressBanner restaurantId={restaurantId} />
        <MenuListScreen restaurantId={restaurantId} />
        <ReorderReview restaurantId={restaurantId} />
      </RouteTranslations>
    </ServerData>
  );
}
