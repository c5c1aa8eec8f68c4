/** Footer version (SPEC 2, SPEC 9 "Footer version 4.1.5"). */
export const FOOTER_VERSION = '4.1.5';

/** Maximum quantity per order item and default maximum selection count (SPEC 9). */
export const MAX_ORDER_QUANTITY = 99;
/** Minimum order quantity in the item screen (SPEC 5). */
export const MIN_ITEM_QUANTITY = 1;
/** Cart quantity counter lower bound (SPEC 5 "Cart quantity counter: 0 to 99"). */
export const MIN_CART_QUANTITY = 0;

/** Snackbar display time (SPEC 2, SPEC 9). */
export const SNACKBAR_MS = 2000;
/** Price label animation after a change (SPEC 2, SPEC 9). */
export const PRICE_ANIMATION_MS = 500;
/** Menu-selection loading overlay (SPEC 2, SPEC 9). */
export const MENU_SELECT_OVERLAY_MS = 1000;
/** Modal transition (SPEC 9). */
export const MODAL_TRANSITION_MS = 300;
/** Coupon dialog maximum height in px (SPEC 9). */
export const COUPON_DIALOG_MAX_HEIGHT = 450;
/** Request timeout (SPEC 7, SPEC 9 "Request timeout 60 s"). */
export const REQUEST_TIMEOUT_MS = 60_000;
// Decision (issue 15): the server render waits at most 3 s for data it fetches itself (src/server/prefetch.server.ts);
// a slower answer is left to the browser's own call (with its 60 s), so a slow API never holds the first HTML back.
/** How long the server render waits for one of its own data calls. */
export const SERVER_PREFETCH_TIMEOUT_MS = 3000;

/** The one-hour constant (SPEC 9 "A one-hour constant is also defined"). */
export const ONE_HOUR_MS = 3_600_000;
const FIVE_MINUTES_MS = 300_000;

/** Query freshness times in ms (SPEC 9 "Caches"). */
export const CACHE_TIME = {
  MENU: FIVE_MINUTES_MS,
  MENU_LIST: Number.POSITIVE_INFINITY,
  ORDERS: FIVE_MINUTES_MS,
  RESTAURANT: ONE_HOUR_MS,
  BRAND: ONE_HOUR_MS,
  TERMS: ONE_HOUR_MS,
  RESTAURANT_LIST: FIVE_MINUTES_MS,
  RECEIVE_TIMES: FIVE_MINUTES_MS,
} as const;

/** Seat number lifetime (SPEC 4, SPEC 9 "Seat number kept 24 hours"). */
export const SEAT_TTL_MS = 86_400_000;
/** PKCE code verifier random byte count (SPEC 5, SPEC 9). */
export const CODE_VERIFIER_BYTES = 32;
/** Number of prefectures (SPEC 9 "47 prefectures"). */
export const PREFECTURE_COUNT = 47;

/** Path cache bounds (SPEC 9 "up to 100000 entries with keys under 100 characters"). */
export const PATH_CACHE_MAX_ENTRIES = 100_000;
/** Path cache keys must be shorter than this (SPEC 9). */
export const PATH_CACHE_MAX_KEY_LENGTH = 100;
/** User agent chunk length for analytics (SPEC 9). */
export const USER_AGENT_CHUNK_LENGTH = 90;

/** Cart expiry meaning "no campaign expiry" (SPEC 4 Cart). */
export const NO_CAMPAIGN_EXPIRY = '2999-12-31T00:00:00Z';

/** Image widths in px (SPEC 2 "Image kinds" and other sizes). */
export const IMAGE_SIZES = {
  thumbnail: 84,
  cart: 60,
  itemDetail: 374,
  menuDetail: 232,
  top: 1000,
  logo: 120,
  itemLarge: 800,
  itemSmall: 360,
  pr: 1000,
} as const;

/** Favicon sizes in px (SPEC 2 "96 px and 180 px"). */
export const FAVICON_SIZES = [96, 180] as const;
