import { ItemSheet } from '@/features/item';
import { firstParam } from '@/features/item';

/** Item detail (ItemDetail) opened directly: rendered on its own; close goes to the restaurant's menus page. */
export default async function ItemDetailPage({
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
      mode="page"
    />
  );
}
