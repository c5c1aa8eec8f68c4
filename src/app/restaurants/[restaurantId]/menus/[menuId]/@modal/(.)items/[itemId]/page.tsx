import type { SearchParams } from '@/server/route-params';
import { itemSheetFor, type ItemRouteParams } from '../../../item-sheet-route';

/** The item detail as a bottom sheet over the menu page (soft navigation from the menu, intercepted). */
export default async function ItemSheetOverMenu({
  params,
  searchParams,
}: {
  params: Promise<ItemRouteParams>;
  searchParams: Promise<SearchParams>;
}) {
  const [route, query] = await Promise.all([params, searchParams]);
  return itemSheetFor(route, query, 'overlay');
}
