import type { ServingType } from './serving-type';
import type { SelectReceiveTimes } from './storage-keys';

/** Page kinds used for tracking (SPEC 2). */
export type PageKind =
  | 'BrandTop'
  | 'EatingLocations'
  | 'Menus'
  | 'RestaurantTop'
  | 'RestaurantInfo'
  | 'RestaurantCallback'
  | 'ItemDetail'
  | 'Order'
  | 'OrderComplete'
  | 'Orders'
  | 'OrderDetail'
  | 'TermsOfSale'
  | 'LoginRedirect'
  | 'Other';

const R = '/restaurants/[^/]+';
// Decision: /restaurants/{id}/menus is "Menus" (the menu list) and a single menu /menus/{menuId} is "RestaurantTop".
const PAGE_PATTERNS: readonly [RegExp, PageKind][] = [
  [/^\/$/, 'BrandTop'],
  [new RegExp(`^${R}/eating_locations$`), 'EatingLocations'],
  [new RegExp(`^${R}/menus$`), 'Menus'],
  [new RegExp(`^${R}/menus/[^/]+$`), 'RestaurantTop'],
  [new RegExp(`^${R}/menus/[^/]+/items/[^/]+$`), 'ItemDetail'],
  [new RegExp(`^${R}/detail$`), 'RestaurantInfo'],
  [new RegExp(`^${R}/callback$`), 'RestaurantCallback'],
  [new RegExp(`^${R}/order$`), 'Order'],
  [new RegExp(`^${R}/order/[^/]+/complete$`), 'OrderComplete'],
  [new RegExp(`^${R}/terms_of_sale$`), 'TermsOfSale'],
  [/^\/orders$/, 'Orders'],
  [/^\/orders\/[^/]+$/, 'OrderDetail'],
  [/^\/login_redirect$/, 'LoginRedirect'],
];

/** The tracking page kind of a pathname (query and hash ignored, trailing slash tolerated). */
export function pageKind(path: string): PageKind {
  const pathname = path.replace(/[?#][\s\S]*$/, '').replace(/(.)\/+$/, '$1');
  return PAGE_PATTERNS.find(([re]) => re.test(pathname))?.[1] ?? 'Other';
}

const GUARDED: ReadonlySet<PageKind> = new Set(['Menus', 'RestaurantTop', 'ItemDetail']);

/** SPEC 4: view-only false, no receive time stored, and a menus / restaurant top / item detail page → callback. */
export function mustGoToCallback(input: { isMenuViewOnly: boolean; hasReceiveTime: boolean; page: PageKind }): boolean {
  return !input.isMenuViewOnly && !input.hasReceiveTime && GUARDED.has(input.page);
}

/** Where the restaurant callback page sends the user. */
export type CallbackTarget = 'eating_locations' | 'select_receivetime' | 'menus';

/** The callback page's decision: where to go and which receive time to store first (if any). */
export interface CallbackPlan {
  readonly target: CallbackTarget;
  readonly storeReceiveTimes: SelectReceiveTimes | null;
}

// Decision: view-only → menus (nothing to choose); no serving type stored → eating_locations; takeout without a
// receive time → select_receivetime; eat-in is always immediate, so the callback stores {receiveTimeType: 'now'}
// and goes to menus (otherwise mustGoToCallback would send the user back here in a loop); with both stored → menus.
/** Decides the callback page's target from the stored serving type and receive time. */
export function callbackPlan(input: {
  servingTypeStored: ServingType | null | undefined;
  receiveTimeStored: boolean;
  isMenuViewOnly: boolean;
}): CallbackPlan {
  if (input.isMenuViewOnly) return { target: 'menus', storeReceiveTimes: null };
  if (!input.servingTypeStored) return { target: 'eating_locations', storeReceiveTimes: null };
  if (input.receiveTimeStored) return { target: 'menus', storeReceiveTimes: null };
  if (input.servingTypeStored === 'eat_in') {
    return { target: 'menus', storeReceiveTimes: { receiveTimeType: 'now', receiveTime: null } };
  }
  return { target: 'select_receivetime', storeReceiveTimes: null };
}

/** The callback page's target only (see callbackPlan). */
export function callbackTarget(input: Parameters<typeof callbackPlan>[0]): CallbackTarget {
  return callbackPlan(input).target;
}

/** Path of a restaurant sub-page, e.g. /restaurants/r1/callback. */
export function restaurantPath(
  restaurantId: string,
  page: CallbackTarget | 'callback' | 'detail' | 'order' | 'terms_of_sale',
): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/${page}`;
}

/** What the page knows when an error button asks to go back. */
export interface BackContext {
  /** `history.length` now, and when the app's script first ran in this document. */
  readonly historyLength: number;
  readonly initialHistoryLength: number;
  /** `document.referrer` and our own origin. */
  readonly referrer: string;
  readonly origin: string;
}

// Decision: "back" may only lead to a page of ours. History is trusted when this document itself added entries since
// the app started (the entry behind is one of ours), or when the page was opened from our own origin (same-origin
// referrer). Otherwise (a link from another site, a new tab) "back" goes to the shop list instead of leaving.
/** True when going back in history stays on our origin. */
export function canGoBackInApp(ctx: BackContext): boolean {
  if (ctx.historyLength > ctx.initialHistoryLength) return true;
  if (!ctx.referrer || ctx.historyLength <= 1) return false;
  try {
    return new URL(ctx.referrer).origin === ctx.origin;
  } catch {
    return false;
  }
}
