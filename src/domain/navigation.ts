import type { ServingType } from './serving-type';
import type { SelectReceiveTimes } from './storage-keys';
import type { PageKind } from './page-kind';

export type { PageKind } from './page-kind';

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
