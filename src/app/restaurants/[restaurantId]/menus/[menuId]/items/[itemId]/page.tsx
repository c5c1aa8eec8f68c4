import { menuItemQuery } from '@/api/prefetchable-menu-queries';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { addressServingType, type SearchParams } from '@/server/route-params';
import { ServerData } from '@/server/ServerData';
import { ItemPage } from '@/features/item';
import { itemScreenProps, type ItemRouteParams } from '../../item-sheet-route';

/**
 * Item detail (ItemDetail) opened directly: rendered on its own; close goes to the restaurant's menus page. A first
 * load has the item in its HTML (src/server/prefetch.server.ts).
 */
export default async function ItemDetailPage({
  params,
  searchParams,
}: {
  params: Promise<ItemRouteParams>;
  searchParams: Promise<SearchParams>;
}) {
  const [route, query] = await Promise.all([params, searchParams]);
  const { restaurantId, menuId, itemId } = route;
  const { key, props } = itemScreenProps(route, query);
  return (
    <ServerData queries={() => [menuItemQuery(restaurantId, menuId, itemId, addressServingType(query))]} firstLoadOnly>
      <RouteTranslations route="/restaurants/[restaurantId]/menus/[menuId]/items/[itemId]">
        <ItemPage key={key} {...props} />
      </RouteTranslations>
    </ServerData>
  );
}
