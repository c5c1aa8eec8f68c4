// Addresses of the menu pages and the remembered last menu (SPEC 2 "eating_location ... carried on menu pages except
// in view-only mode", SPEC 3 "a per-restaurant record of the last chosen menuId for eat-in and for takeout").
import { EATING_LOCATION_PARAM, toEatingLocationParam, type ServingType } from './serving-type';
import type { LastSelectedMenu } from './storage-keys';

/** Where the menu pages are for one restaurant, serving type and mode. */
export interface MenuLinkContext {
  readonly restaurantId: string;
  readonly servingType: ServingType;
  readonly isMenuViewOnly: boolean;
}

function withEatingLocation(path: string, ctx: MenuLinkContext): string {
  if (ctx.isMenuViewOnly) return path;
  return `${path}?${EATING_LOCATION_PARAM}=${toEatingLocationParam(ctx.servingType)}`;
}

const seg = encodeURIComponent;

/** /restaurants/{id}/menus, with eating_location unless view-only. */
export function menusHref(ctx: MenuLinkContext): string {
  return withEatingLocation(`/restaurants/${seg(ctx.restaurantId)}/menus`, ctx);
}

/** /restaurants/{id}/menus/{menuId}, with eating_location unless view-only. */
export function menuHref(ctx: MenuLinkContext, menuId: string): string {
  return withEatingLocation(`/restaurants/${seg(ctx.restaurantId)}/menus/${seg(menuId)}`, ctx);
}

/** /restaurants/{id}/menus/{menuId}/items/{itemId}, with eating_location unless view-only. */
export function itemHref(ctx: MenuLinkContext, menuId: string, itemId: string): string {
  return withEatingLocation(`/restaurants/${seg(ctx.restaurantId)}/menus/${seg(menuId)}/items/${seg(itemId)}`, ctx);
}

/** The last chosen menuId of a restaurant for a serving type, or null. */
export function lastMenuFor(
  record: LastSelectedMenu | null,
  restaurantId: string,
  servingType: ServingType,
): string | null {
  return record?.[restaurantId]?.[servingType] ?? null;
}

/** The record with a menu remembered for a restaurant and serving type (other entries kept). */
export function rememberMenu(
  record: LastSelectedMenu | null,
  restaurantId: string,
  servingType: ServingType,
  menuId: string,
): LastSelectedMenu {
  const current = record ?? {};
  return { ...current, [restaurantId]: { ...current[restaurantId], [servingType]: menuId } };
}

// Decision: the "back to the menu" address is the last chosen menu when it is still among the offered menus (or the
// offered list is not known), otherwise the menu list.
/** The page to return to for more items: the last chosen menu of this restaurant and serving type, or the list. */
export function backToMenuHref(
  ctx: MenuLinkContext,
  record: LastSelectedMenu | null,
  offeredMenuIds?: readonly string[] | null,
): string {
  const last = lastMenuFor(record, ctx.restaurantId, ctx.servingType);
  if (last && (!offeredMenuIds || offeredMenuIds.includes(last))) return menuHref(ctx, last);
  return menusHref(ctx);
}

// Decision (issue 27 item 4): an item's address opens as a sheet over its menu page, so for what belongs to a page
// (a message shown on it) the item's address is that menu page: closing the sheet is not leaving the page.
/** The page an address shows, without its query: an item's address is the menu page under its sheet. */
export function pageUnderSheet(address: string): string {
  const path = address.split(/[?#]/, 1)[0] || '/';
  return path.replace(/^(\/restaurants\/[^/]+\/menus\/[^/]+)\/items\/[^/]+\/?$/, '$1');
}
