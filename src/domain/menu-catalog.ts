// What the menu list and a menu page show (SPEC 2 "Menu-book popup", SPEC 3 "Menu summary", "Menu item").
import type { ServingType } from './serving-type';

/** The three summary lists of the menu list response (SPEC 3 "Menu list response"). */
export interface MenuListLike<S> {
  readonly isMenuViewOnly?: boolean;
  readonly eatInMenuSummaries?: readonly S[] | null;
  readonly takeoutMenuSummaries?: readonly S[] | null;
  readonly menuSummaries?: readonly S[] | null;
}

// Decision: in view-only mode every menu (menuSummaries) is listed whatever the serving type, as nothing is ordered;
// otherwise the list of the current serving type.
/** The menu summaries to show for the serving type, or all menus in view-only mode. */
export function menuSummariesFor<S>(
  list: MenuListLike<S>,
  servingType: ServingType,
  isMenuViewOnly: boolean,
): readonly S[] {
  if (isMenuViewOnly || list.isMenuViewOnly) return list.menuSummaries ?? [];
  return (servingType === 'eat_in' ? list.eatInMenuSummaries : list.takeoutMenuSummaries) ?? [];
}

/** The item fields the menu page reads. */
export interface CatalogItem {
  readonly itemState?: string | null;
  readonly price?: number | null;
  readonly discountedPrice?: number | null;
  readonly isNormalPriceDisplay?: boolean | null;
  readonly campaignLabel?: string | null;
  readonly pricingSaleName?: string | null;
  readonly isCouponItem?: boolean | null;
}

/** Decision: items in state Hidden are not listed on a menu page. */
export function isListedItem(item: CatalogItem): boolean {
  return item.itemState !== 'Hidden';
}

/** The state badge of an item tile: sold out, unavailable (Disabled), or none. */
export type ItemBadge = 'soldOut' | 'unavailable' | null;

// Decision: the tile uses the item's own state only (the full sold-out rule with required customize groups belongs to
// the item screen, which has the groups); Disabled reads "unavailable" (not on sale now).
/** The badge of an item tile from its state. */
export function itemBadge(item: CatalogItem): ItemBadge {
  if (item.itemState === 'SoldOut') return 'soldOut';
  if (item.itemState === 'Disabled') return 'unavailable';
  return null;
}

/** A tag on an item tile: campaign (with its label), pricing sale (with its name) or coupon. */
export type ItemTag = { kind: 'campaign'; label: string } | { kind: 'sale'; label: string } | { kind: 'coupon' };

/** The campaign, pricing-sale and coupon tags of an item, in that order. */
export function itemTags(item: CatalogItem): ItemTag[] {
  const tags: ItemTag[] = [];
  if (item.campaignLabel) tags.push({ kind: 'campaign', label: item.campaignLabel });
  if (item.pricingSaleName) tags.push({ kind: 'sale', label: item.pricingSaleName });
  if (item.isCouponItem) tags.push({ kind: 'coupon' });
  return tags;
}
