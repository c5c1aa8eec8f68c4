import { ItemSheet } from '@/features/item';
import { firstParam } from '@/server/route-params';

/** The item detail as a bottom sheet over the menu page (soft navigation from the menu, intercepted). */
export default async function ItemSheetOverMenu({
  params,
  searchParams,
}: {
  params: Promise<{ restaurantId: string; menuId: string; itemId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ restaurantId, menuId, itemId }, query] = await Promise.all([params, searchParams]);
  return (
    <ItemSheet
      key={`${itemId}:${firstParam(query.customizeId) ?? ''}`}
      restaurantId={restaurantId}
      menuId={menuId}
      itemId={itemId}
      customizeId={firstParam(query.customizeId)}
      mode="overlay"
    />
  );
}
