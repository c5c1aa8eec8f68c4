import type { TypedStorage } from '@/domain/storage';
import { STORAGE_KEYS } from '@/domain/storage-keys';
import { appStorage } from '@/lib/browser-storage';
import { createKeyStore, type KeyAccess, type KeyValue, type OwnedKey } from './key-store';

// Decision (docs/adr/0021): every stored key but `cart` has one owner among these typed stores, grouped by what
// changes together; screens select from them and re-render when a key changes (no version counters).
const GROUPS = {
  coupons: ['couponId', 'couponCode', 'isCouponCodeUse'],
  session: ['auth', 'redirectUrl', 'pkceCodeVerifier'],
  serving: ['servingType', 'selectReceiveTimes', 'seatNo', 'isMenuViewOnly', 'lastSelectedMenu'],
  miniApp: [
    'isDMiniApp',
    'dMiniLaunchRestaurantId',
    'dAccountSessionID',
    'dPayMiniPaymentOrderId',
    'dPayMiniPaymentRequestId',
    'liffData',
    'liffStateRestaurantId',
    'targetLiffId',
    'liffReferrerSent',
  ],
  preferences: [
    'lang',
    'paymentMethod',
    'orderFormValues',
    'gmopgShopId',
    'isApprovedAlcohol',
    'restaurants',
    'recentlyOrderedRestaurants',
  ],
} as const satisfies Record<string, readonly OwnedKey[]>;

/** The held coupon id and code and the coupon-code flag (SPEC 3 coupon_id, coupon_code, isCouponCodeUse). */
export const useCouponStore = createKeyStore('coupons', GROUPS.coupons);
/** The auth record, the login's return path and PKCE verifier. */
export const useSessionStore = createKeyStore('session', GROUPS.session);
/** Serving type, chosen receive time, seat, view-only flag and the last menu per restaurant. */
export const useServingStore = createKeyStore('serving', GROUPS.serving);
/** The d払い mini-app session and the LINE launch data. */
export const useMiniAppStore = createKeyStore('miniApp', GROUPS.miniApp);
/** Language, payment method, contact fields, card shop, alcohol approval and restaurant lists. */
export const usePreferencesStore = createKeyStore('preferences', GROUPS.preferences);

const ACCESS: readonly KeyAccess[] = [
  useCouponStore.access,
  useSessionStore.access,
  useServingStore.access,
  useMiniAppStore.access,
  usePreferencesStore.access,
];
const OWNER = new Map(ACCESS.flatMap((access) => access.names.map((name) => [name, access] as const)));

/** The store that owns a key (every key but `cart` has exactly one). */
export function ownerOf(name: OwnedKey): KeyAccess {
  return OWNER.get(name)!;
}

/** Stored keys the stores own. */
export type OwnedKeys = Omit<typeof STORAGE_KEYS, 'cart'>;

function read<K extends OwnedKey>(name: K): KeyValue<K> {
  const owner = ownerOf(name);
  const empty = STORAGE_KEYS[name].empty as KeyValue<K>;
  const value = owner.value(name) as KeyValue<K> | undefined;
  if (value === undefined) return empty;
  // A key with a lifetime (the seat) may expire while the page stays open: storage says so on read.
  if (STORAGE_KEYS[name].ttlMs !== undefined && value !== empty && appStorage().get(name) === empty) {
    owner.forget(name);
    return empty;
  }
  return value;
}

/**
 * The stores behind the typed storage interface, for code outside React (event handlers, flows, domain rules that
 * take a storage): `get` reads the owning store, `set` / `remove` go through its `write`, so subscribers re-render.
 */
export const storedState: TypedStorage<OwnedKeys> = {
  get: read,
  set: (name, value, options) => ownerOf(name).write(name, value, options),
  remove: (name) => void ownerOf(name).write(name, null),
  sweep: rehydrateStoredState,
};

/**
 * Reads a key's store from web storage again, then the key: for a read that must see another tab's write at once,
 * before that tab's `storage` event arrived (the auth under the cross-tab refresh lock). Not for render.
 */
export function readFromStorage<K extends OwnedKey>(name: K): KeyValue<K> {
  ownerOf(name).rehydrate();
  return read(name);
}

/** Reads web storage again into every store (a page load does it once; tests after seeding storage). */
export function rehydrateStoredState(): void {
  for (const access of ACCESS) access.rehydrate();
}
