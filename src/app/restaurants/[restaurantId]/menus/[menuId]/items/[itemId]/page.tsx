import { menuItemQuery } from '@/api/prefetchable-menu-queries';
import { ItemSheet } from '@/features/item';
import { addressServingType, firstParam, type SearchParams } from '@/server/route-params';
import { ServerData } from '@/server/ServerData';

/**
 * Item detail (ItemDetail) opened directly: rendered on its own; close goes to the restaurant's menus page. A first
 * load has the item in its HTML (src/server/prefetch.server.ts).
 */
export default async function ItemDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ restaurantId: string; menuId: string; itemId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ restaurantId, menuId, itemId }, query] = await Promise.all([params, searchParams]);
  const servingType = addressServingType(query);
  return (
    <ServerData queries={() => [menuItemQuery(restaurantId, menuId, itemId, servingType)]} firstLoadOnly>
      <ItemSheet
        key={`${itemId}:${firstParam(query.customizeId) ?? ''}`}
        restaurantId={restaurantId}
        menuId={menuId}
        itemId={itemId}
        customizeId={firstParam(query.customizeId)}
        mode="page"
      />
    </ServerData>
  );
}
