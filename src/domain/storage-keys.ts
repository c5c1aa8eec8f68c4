// The client checks stored data with the domain's own shapes (storage-schema.ts; issue 29: no validation library in
// every route's first load), keeping the rules it had under valibot and zod.
import * as v from './storage-schema';
import { SERVING_TYPES } from './serving-type';
import { SUPPORTED_LANGUAGES } from './language';
import { SEAT_TTL_MS } from './constants';
import { sanitizeReturnUrl } from './return-url';
import { isSaneIsoDateTime, isSaneToken, MAX_CART_LINES, withinCustomizeDepth } from './storage-bounds';

/** Which browser storage a key lives in. */
export type StorageArea = 'local' | 'session';

/** A typed storage key: its stored name, area, value schema, empty value and optional default lifetime. */
export interface StorageKeyDef<T, E extends T | null = T | null> {
  readonly key: string;
  readonly area: StorageArea;
  readonly schema: v.Schema<T>;
  /** Returned when nothing valid is stored: null, or the key's default. */
  readonly empty: E;
  /** Default lifetime applied by `set` when no expiry is passed. */
  readonly ttlMs?: number;
}

/** The value type a key definition holds when read (its schema output or its empty value). */
export type StoredValue<D> = D extends StorageKeyDef<infer T, infer E> ? T | E : never;

function def<T>(key: string, area: StorageArea, schema: v.Schema<T>, ttlMs?: number): StorageKeyDef<T, null> {
  return ttlMs === undefined ? { key, area, schema, empty: null } : { key, area, schema, empty: null, ttlMs };
}

function flag(key: string, area: StorageArea): StorageKeyDef<boolean, boolean> {
  return { key, area, schema: v.boolean, empty: false };
}

// Decision: a stored id is 1–256 characters; a stored return path is a same-origin path as the return-URL rule
// leaves it (anything the rule would change — an absolute or protocol-relative URL, javascript:, control
// characters — is not something this app wrote); tokens must fit an Authorization header (storage-bounds).
/** Longest stored id. */
export const MAX_STORED_ID_LENGTH = 256;
/** Longest stored return path. */
export const MAX_STORED_PATH_LENGTH = 2048;
const id = v.text(1, MAX_STORED_ID_LENGTH);
const token = v.string((value) => value === '' || isSaneToken(value));
const returnPath = v.text(0, MAX_STORED_PATH_LENGTH, (value) => sanitizeReturnUrl(value) === value);
const isoDateTime = v.string(isSaneIsoDateTime);

// Decision: refreshTokenExpires is accepted as an ISO string or epoch number since the spec does not show its form.
/** The auth record (SPEC 3 "Auth record"). */
export const AuthRecordSchema = v.plainObject({
  accessToken: token,
  refreshToken: token,
  refreshTokenExpires: v.union(v.text(0, 64), v.finiteNumber),
  returnUrl: v.optional(returnPath),
  userName: v.optional(v.text(0, MAX_STORED_ID_LENGTH)),
});
/** Auth record as stored under `auth`. */
export type AuthRecord = v.InferOutput<typeof AuthRecordSchema>;

/** Payment methods (SPEC 3 "prefix PAYMENT_METHOD_"). */
export const PAYMENT_METHODS = [
  'PAYMENT_METHOD_CASH',
  'PAYMENT_METHOD_CREDITCARD',
  'PAYMENT_METHOD_D_PAY',
  'PAYMENT_METHOD_D_MINI_APP',
  'PAYMENT_METHOD_PAYPAY',
  'PAYMENT_METHOD_ONSITE',
  'PAYMENT_METHOD_CREDITCARD_DISCOVER',
  'PAYMENT_METHOD_POINT',
  'PAYMENT_METHOD_DIGITAL_MONEY',
  'PAYMENT_METHOD_AU_PAY',
  'PAYMENT_METHOD_CREDITCARD_3D_SECURE',
  'PAYMENT_METHOD_RAKUTEN_PAY',
] as const;
/** One payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Receive-time modes (SPEC 3 "now, earliest, time_specification, current_date, later_date"). */
export const RECEIVE_TIME_TYPES = ['now', 'earliest', 'time_specification', 'current_date', 'later_date'] as const;
/** One receive-time mode. */
export type ReceiveTimeType = (typeof RECEIVE_TIME_TYPES)[number];

// Decision: receiveTime is an ISO date-time with an offset in years 2000–2100 (storage-bounds), and null (or absent)
// for 'now'; any other value is dropped so the app asks for the receive time again.
/** The chosen receive time (SPEC 3 session key selectReceiveTimes). */
export const SelectReceiveTimesSchema = v.plainObject({
  receiveTimeType: v.picklist(RECEIVE_TIME_TYPES),
  receiveTime: v.nullish(isoDateTime),
});
/** The chosen receive time. */
export type SelectReceiveTimes = v.InferOutput<typeof SelectReceiveTimesSchema>;

/** The seat record (SPEC 3 "Seat record: seatNo, restaurantId"). */
export const SeatRecordSchema = v.plainObject({ seatNo: id, restaurantId: id });
/** The seat record. */
export type SeatRecord = v.InferOutput<typeof SeatRecordSchema>;

// Decision: the per-restaurant last menu is stored as { [restaurantId]: { eat_in?: menuId, takeout?: menuId } }.
/** Per-restaurant last chosen menuId for eat-in and for takeout. */
export const LastSelectedMenuSchema = v.plainRecord(v.plainObject({ eat_in: v.optional(id), takeout: v.optional(id) }));
/** Per-restaurant last chosen menuId record. */
export type LastSelectedMenu = v.InferOutput<typeof LastSelectedMenuSchema>;

// Decision: the cart's full shape belongs to the cart module, which re-validates; here only its skeleton is
// checked (a restaurant with an id, at most 99 lines, customization at most 3 deep) and unknown fields pass through.
/** Skeleton of the stored cart. */
export const StoredCartSchema = v.refine(
  v.plainLooseObject({
    restaurant: v.plainLooseObject({ id }),
    orderItems: v.array(v.unknown, MAX_CART_LINES),
    servingType: v.optional(v.picklist(SERVING_TYPES)),
  }),
  (cart) => withinCustomizeDepth(cart),
);
/** The stored cart as its skeleton schema types it. */
export type StoredCart = v.InferOutput<typeof StoredCartSchema>;

// Decision: restaurants / recentlyOrderedRestaurants hold lists of objects with at least a restaurant id;
// orderFormValues is a free-form object (its content is not shown).
const restaurantList = v.array(v.plainLooseObject({ id }));
const referrerKey = v.text(0, MAX_STORED_ID_LENGTH);
// Decision: liffData holds the LINE launch of this brand (domain/line-launch.ts LiffData): the brand it belongs to,
// the LIFF id, the referrer keys, the launch path and the userTableId the metrics call returned.
/** The LINE launch data (SPEC 3 liffData). */
export const LiffDataSchema = v.plainObject({
  brandId: id,
  liffId: v.optional(id),
  referrerKeyUsecase: v.optional(referrerKey),
  referrerKeyMessage: v.optional(referrerKey),
  restaurantPath: v.optional(returnPath),
  userTableId: v.optional(id),
});
const freeObject = v.plainRecord(v.unknown);
/** PKCE verifier alphabet and length (RFC 7636: 43–128 of [A-Za-z0-9-._~]). */
const pkceVerifier = v.string((value) => /^[A-Za-z0-9\-._~]{43,128}$/.test(value));

/** Every client storage key of SPEC 3 "Client storage", with schema and area. */
export const STORAGE_KEYS = {
  // long-term (localStorage)
  auth: def('auth', 'local', AuthRecordSchema),
  restaurants: def('restaurants', 'local', restaurantList),
  liffData: def('liffData', 'local', LiffDataSchema),
  lang: def('lang', 'local', v.picklist(SUPPORTED_LANGUAGES)),
  couponId: def('coupon_id', 'local', id),
  couponCode: def('coupon_code', 'local', id),
  paymentMethod: def('paymentMethod', 'local', v.picklist(PAYMENT_METHODS)),
  orderFormValues: def('orderFormValues', 'local', freeObject),
  recentlyOrderedRestaurants: def('recentlyOrderedRestaurants', 'local', restaurantList),
  liffStateRestaurantId: def('liff_state_restaurant_id', 'local', id),
  targetLiffId: def('target_liff_id', 'local', id),
  cart: def('cart', 'local', StoredCartSchema),
  lastSelectedMenu: def('lastSelectedMenu', 'local', LastSelectedMenuSchema),
  isMenuViewOnly: flag('isMenuViewOnly', 'local'),
  isApprovedAlcohol: flag('isApprovedAlcohol', 'local'),
  // session (sessionStorage)
  redirectUrl: def('redirectUrl', 'session', returnPath),
  gmopgShopId: def('gmopgShopId', 'session', id),
  isDMiniApp: flag('isDMiniApp', 'session'),
  dMiniLaunchRestaurantId: def('dMiniLaunchRestaurantId', 'session', id),
  dAccountSessionID: def('dAccountSessionID', 'session', id),
  isCouponCodeUse: flag('isCouponCodeUse', 'session'),
  pkceCodeVerifier: def('pkceCodeVerifier', 'session', pkceVerifier),
  seatNo: def('seatNo', 'session', SeatRecordSchema, SEAT_TTL_MS),
  servingType: def('servingType', 'session', v.picklist(SERVING_TYPES)),
  dPayMiniPaymentOrderId: def('dPayMiniPaymentOrderId', 'session', id),
  dPayMiniPaymentRequestId: def('dPayMiniPaymentRequestId', 'session', id),
  selectReceiveTimes: def('selectReceiveTimes', 'session', SelectReceiveTimesSchema),
  // Decision: the LIFF app ids whose metrics referrer event this session sent (SPEC 4 "once per session per app id").
  liffReferrerSent: def('liffReferrerSent', 'session', v.array(id, 20)),
} as const;

/** The set of key definitions a typed storage works over. */
export type StorageKeyMap = Record<string, StorageKeyDef<unknown, unknown>>;
/** Names of the built-in keys. */
export type StorageKeyName = keyof typeof STORAGE_KEYS;
