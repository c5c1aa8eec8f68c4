import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { ItemSheet } from '@/features/item';
import type { SearchParams } from '@/server/route-params';
import { itemScreenProps, type ItemRouteParams } from '../../../item-sheet-route';

/** The item detail as a bottom sheet over the menu page (soft navigation from the menu, intercepted). */
export default async function ItemSheetOverMenu({
  params,
  searchParams,
}: {
  params: Promise<ItemRouteParams>;
  searchParams: Promise<SearchParams>;
}) {
  const [route, query] = await Promise.all([params, searchParams]);
  const { key, props } = itemScreenProps(route, query);
  return (
    <RouteTranslations route="/restaurants/[restaurantId]/menus/[menuId]/items/[itemId]">
      <ItemSheet key={key} {...props} />
    </RouteTranslations>
  );
}
