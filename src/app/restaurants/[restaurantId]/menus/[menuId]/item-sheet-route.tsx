import { ItemSheet } from '@/features/item';
import { firstParam, type SearchParams } from '@/server/route-params';

/** The address of an item route: its path ids. */
export interface ItemRouteParams {
  restaurantId: string;
  menuId: string;
  itemId: string;
}

/**
 * The item sheet of an item route, for both of them: opened directly (`page`) and intercepted over the menu
 * (`overlay`). A new item or a new `customizeId` (editing another cart line) is a new sheet.
 */
export function itemSheetFor(
  { restaurantId, menuId, itemId }: ItemRouteParams,
  query: SearchParams,
  mode: 'page' | 'overlay',
) {
  const customizeId = firstParam(query.customizeId);
  return (
    <ItemSheet
      key={`${itemId}:${customizeId ?? ''}`}
      restaurantId={restaurantId}
      menuId={menuId}
      itemId={itemId}
      customizeId={customizeId}
      mode={mode}
    />
  );
}
