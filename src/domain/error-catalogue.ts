import { ERROR_CODES as C, NETWORK_ERROR_CODES as N, toNetworkErrorCode } from './error-codes';
import { GEOLOCATION_ERROR_KEY } from './geolocation';

export { ERROR_CODES, NETWORK_ERROR_CODES, GEOLOCATION_DENIED_CODE } from './error-codes';
export { specialFlow, type SpecialFlow } from './error-flows';

/** What the error modal's single button does (SPEC 2 Cart panel "Link texts map to actions"). */
export const LINK_TEXT_ACTIONS = [
  'close',
  'back',
  'checkCart',
  'toRestaurantList',
  'toRestaurant',
  'toMenuList',
  'toSelectReceiveTime',
] as const;
/** One error-button action. */
export type LinkTextAction = (typeof LINK_TEXT_ACTIONS)[number];

/** The catalogue's fallback code name. */
export const DEFAULT_CODE = 'DEFAULT';

type Table = Readonly<Record<string, LinkTextAction>>;

// Decision: the spec shows neither which codes each endpoint lists nor the wording; this table is our choice.
// Each row gives the button action; title and text keys are derived as error.<endpoint>.<code>.{title,text} and the
// button label key as error.linkText.<action>.
/** Endpoint → code → button action; every endpoint has a DEFAULT (SPEC 8). */
export const ERROR_CATALOGUE = {
  common: {
    DEFAULT: 'back',
    [C.tooManyRequests]: 'back',
    [C.resourceNotFound]: 'toRestaurantList',
    [C.failedPrecondition]: 'back',
    [C.noAuthorizationHeader]: 'toRestaurantList',
    [C.invalidAccessToken]: 'toRestaurantList',
    [C.invalidRefreshToken]: 'toRestaurantList',
    [C.invalidPointCardInfo]: 'toRestaurantList',
    [N.network]: 'close',
    [N.timeout]: 'close',
    [N.badRequest]: 'back',
    [N.badResponse]: 'back',
    [N.canceled]: 'close',
  },
  getRestaurant: {
    DEFAULT: 'toRestaurantList',
    [C.restaurantPermissionDenied]: 'toRestaurantList',
    [C.resourceNotFound]: 'toRestaurantList',
  },
  getMenus: {
    DEFAULT: 'toRestaurant',
    [C.menuPermissionDenied]: 'toRestaurant',
    [C.menuNotFound]: 'toRestaurant',
    [C.invalidReceiveTime]: 'toSelectReceiveTime',
  },
  getMenu: {
    DEFAULT: 'toMenuList',
    [C.menuPermissionDenied]: 'toMenuList',
    [C.menuNotFound]: 'toMenuList',
    [C.menuNotOrderable]: 'toSelectReceiveTime',
  },
  getMenuItem: {
    DEFAULT: 'toMenuList',
    [C.menuPermissionDenied]: 'toMenuList',
    [C.menuNotFound]: 'toMenuList',
    [C.itemSoldOut]: 'toMenuList',
    [C.menuNotOrderable]: 'toSelectReceiveTime',
    [C.invalidArgument]: 'close',
  },
  validateCart: {
    DEFAULT: 'close',
    [C.notOrderableAtOnce]: 'close',
    [C.invalidArgument]: 'close',
    [C.itemSoldOut]: 'close',
    [C.invalidReceiveTime]: 'toSelectReceiveTime',
  },
  updateCart: {
    DEFAULT: 'checkCart',
    [C.invalidReceiveTime]: 'toSelectReceiveTime',
    [C.menuNotOrderable]: 'toSelectReceiveTime',
    [C.itemSoldOut]: 'checkCart',
    [C.campaignUnavailable]: 'checkCart',
    [C.pricingSaleUnavailable]: 'checkCart',
    [C.orderTotalPriceExceeded]: 'checkCart',
  },
  calculateOrder: {
    DEFAULT: 'checkCart',
    [C.invalidReceiveTime]: 'toSelectReceiveTime',
    [C.itemSoldOut]: 'checkCart',
    [C.campaignUnavailable]: 'checkCart',
    [C.pricingSaleUnavailable]: 'checkCart',
    [C.orderTotalPriceExceeded]: 'checkCart',
    [C.couponNotFound]: 'close',
    [C.couponExpired]: 'close',
    [C.couponNotAvailableAtRestaurant]: 'close',
  },
  // Decision (issue 31): placing the order (preorder, create) never goes back in history: "close" leaves the customer
  // on the order form with everything kept, including after a server answer that is not JSON (a bad request or bad
  // response: these two rows win over `common`'s "back"). The refusals of the cart's contents lead where the spec's
  // other surfaces lead for the same code: sold out and a total over the limit to the cart (updateCart,
  // calculateOrder), not orderable at once and a menu out of hours to the receive-time choice (SPEC 4 add-to-cart
  // step 4 and its confirmation, getMenu / updateCart). On preorder, invalid argument and campaign unavailable empty
  // the cart (SPEC 7): their copy says so and leads to the menus; a pricing sale that ended (E100610007) keeps it.
  preorder: {
    DEFAULT: 'close',
    [C.invalidArgument]: 'toMenuList',
    [C.campaignUnavailable]: 'toMenuList',
    [C.pricingSaleUnavailable]: 'checkCart',
    [C.itemSoldOut]: 'checkCart',
    [C.orderTotalPriceExceeded]: 'checkCart',
    [C.notOrderableAtOnce]: 'toSelectReceiveTime',
    [C.menuNotOrderable]: 'toSelectReceiveTime',
    [C.invalidReceiveTime]: 'toSelectReceiveTime',
    [C.orderPaymentFailed]: 'close',
    [C.cardExpired]: 'close',
    [N.badRequest]: 'close',
    [N.badResponse]: 'close',
  },
  createOrder: {
    DEFAULT: 'close',
    [C.itemSoldOut]: 'checkCart',
    [C.orderTotalPriceExceeded]: 'checkCart',
    [C.notOrderableAtOnce]: 'toSelectReceiveTime',
    [C.menuNotOrderable]: 'toSelectReceiveTime',
    [C.campaignUnavailable]: 'checkCart',
    [C.pricingSaleUnavailable]: 'checkCart',
    [C.couponNotFound]: 'close',
    [C.couponExpired]: 'close',
    [C.couponNotAvailableAtRestaurant]: 'close',
    [C.invalidReceiveTime]: 'toSelectReceiveTime',
    [C.orderPaymentFailed]: 'close',
    [C.cardExpired]: 'close',
    [C.invalidEmail]: 'close',
    [C.invalidPhoneNumber]: 'close',
    [C.invalid]: 'close',
    [C.invalidArgument]: 'close',
    [N.badRequest]: 'close',
    [N.badResponse]: 'close',
  },
  getPricingCoupon: {
    DEFAULT: 'close',
    [C.couponNotFound]: 'close',
    [C.couponExpired]: 'close',
    [C.couponNotAvailableAtRestaurant]: 'close',
  },
  getCoupon: {
    DEFAULT: 'close',
    [C.couponNotFound]: 'close',
    [C.couponExpired]: 'close',
    [C.couponNotAvailableAtRestaurant]: 'close',
  },
  login: {
    DEFAULT: 'toRestaurantList',
    [C.invalidAuthorizationCode]: 'toRestaurantList',
    [C.notLineAccessToken]: 'toRestaurantList',
    [C.notIdToken]: 'toRestaurantList',
  },
  logout: { DEFAULT: 'close' },
} as const satisfies Record<string, Table & { DEFAULT: LinkTextAction }>;

/** An endpoint (operation) name of the catalogue. */
export type ErrorEndpoint = keyof typeof ERROR_CATALOGUE;

/** Translation keys for an error's copy and button. */
export interface ErrorCopy {
  readonly title: string;
  readonly text: string;
  readonly linkText: string;
  readonly action: LinkTextAction;
}

const LINK_TEXT_PREFIX = 'error.linkText.';

function copy(endpoint: string, code: string, action: LinkTextAction): ErrorCopy {
  return {
    title: `error.${endpoint}.${code}.title`,
    text: `error.${endpoint}.${code}.text`,
    linkText: `${LINK_TEXT_PREFIX}${action}`,
    action,
  };
}

/** The catalogue as plain tables: endpoint → code → action. */
const TABLES: Readonly<Record<string, Table>> = ERROR_CATALOGUE;

function row(endpoint: string, code: string | null): ErrorCopy | null {
  const action = code === null ? undefined : TABLES[endpoint]?.[code];
  return action && code !== null ? copy(endpoint, code, action) : null;
}

// Decision: client-side network codes are not endpoint-specific, so they resolve from `common` unless the endpoint
// lists the code itself (placing an order: never "back"), and never fall to an endpoint's DEFAULT; server codes
// follow the spec: endpoint code → endpoint DEFAULT → common DEFAULT. An unknown endpoint uses `common`.
/** Looks up the translation keys for an endpoint's error code (SPEC 8 fallbacks). */
export function lookupError(endpoint: string, code: string | null | undefined): ErrorCopy {
  const network = toNetworkErrorCode(code);
  const own = code ?? null;
  return (
    (network && (row(endpoint, network) || row('common', network))) ||
    row(endpoint, own) ||
    row(endpoint, DEFAULT_CODE) ||
    row('common', own) ||
    copy('common', DEFAULT_CODE, ERROR_CATALOGUE.common.DEFAULT)
  );
}

/** SPEC 7: "On the preorder call, invalid argument or campaign unavailable empties the cart" (these two codes only). */
export function preorderEmptiesCart(code: string | null | undefined): boolean {
  return code === C.invalidArgument || code === C.campaignUnavailable;
}

/** Every translation key the catalogue can return (plus the geolocation message), for the locale test. */
export const ERROR_TRANSLATION_KEYS: readonly string[] = [
  ...new Set([
    ...Object.entries(TABLES).flatMap(([endpoint, table]) =>
      Object.entries(table).flatMap(([code, action]) => {
        const c = copy(endpoint, code, action);
        return [c.title, c.text];
      }),
    ),
    ...LINK_TEXT_ACTIONS.map((action) => `${LINK_TEXT_PREFIX}${action}`),
    GEOLOCATION_ERROR_KEY,
  ]),
].sort();
