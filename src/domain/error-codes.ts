/** Server error codes of SPEC 8 with readable names (28 rows, 29 codes). */
export const ERROR_CODES = {
  menuPermissionDenied: 'E100400004',
  notOrderableAtOnce: 'E100610002',
  invalidArgument: 'E100100001',
  notLineAccessToken: 'E100700001',
  notIdToken: 'E100700002',
  campaignUnavailable: 'E100610004',
  pricingSaleUnavailable: 'E100610007',
  invalidRefreshToken: 'E100110306',
  couponNotFound: 'E100800002',
  couponExpired: 'E100800004',
  couponNotAvailableAtRestaurant: 'E100800003',
  orderTotalPriceExceeded: 'E100610005',
  tooManyRequests: 'E100100006',
  restaurantPermissionDenied: 'E100300004',
  resourceNotFound: 'E100100002',
  invalidReceiveTime: 'E100610001',
  orderPaymentFailed: 'E100610003',
  menuNotOrderable: 'E100200004',
  itemSoldOut: 'E100200006',
  invalidAuthorizationCode: 'E100110406',
  invalidEmail: 'E100200009',
  invalid: 'E100200000',
  invalidPhoneNumber: 'E100200010',
  noAuthorizationHeader: 'E100110106',
  invalidAccessToken: 'E100110206',
  menuNotFound: 'E100400002',
  failedPrecondition: 'E100100005',
  invalidPointCardInfo: 'E100110506',
  cardExpired: 'E100610009',
} as const;

/** One server error code. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Client-side network failure codes as axios reports them (SPEC 8 "network error, timeout, bad request ..."). */
export const NETWORK_ERROR_CODES = {
  network: 'ERR_NETWORK',
  timeout: 'ECONNABORTED',
  badRequest: 'ERR_BAD_REQUEST',
  badResponse: 'ERR_BAD_RESPONSE',
  canceled: 'ERR_CANCELED',
} as const;

/** One client-side network failure code. */
export type NetworkErrorCode = (typeof NETWORK_ERROR_CODES)[keyof typeof NETWORK_ERROR_CODES];

/** Geolocation failure or time-out code (SPEC 8 "gives code 1, a user-denied-geolocation message"). */
export const GEOLOCATION_DENIED_CODE = 1;

// Decision: axios's 'ETIMEDOUT' (transitional.clarifyTimeoutError) is treated as the same timeout as 'ECONNABORTED'.
/** Normalises a client-side network code, or null when it is not one. */
export function toNetworkErrorCode(code: unknown): NetworkErrorCode | null {
  if (code === 'ETIMEDOUT') return NETWORK_ERROR_CODES.timeout;
  return Object.values(NETWORK_ERROR_CODES).find((known) => known === code) ?? null;
}

/**
 * The error code an answer's HTTP status stands for when the server sent none of its own. Decision: a bare 404 is the
 * "resource not found" of the catalogue (E100100002): an unknown restaurant id then says "restaurant not found",
 * not "the request is wrong" (issue 16 item 4). Other statuses have no code of their own (null).
 */
export function statusErrorCode(status: number): ErrorCode | null {
  return status === 404 ? ERROR_CODES.resourceNotFound : null;
}
