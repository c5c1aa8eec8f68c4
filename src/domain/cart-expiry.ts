// Stored cart lifetime (SPEC 4 Cart): discard once expired, clear storage when empty, validate what storage holds.
import { NO_CAMPAIGN_EXPIRY } from './constants';
import type { TimeRange } from '@/api/generated/models';
import type { Cart, CartCustomizeItem } from './cart-types';
import { SUPPORTED_LANGUAGES } from './language';
import { SERVING_TYPES } from './serving-type';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, withinCustomizeDepth } from './storage-bounds';
import * as v from './storage-schema';

export { NO_CAMPAIGN_EXPIRY };

/** What to do with storage after loading or changing the cart. */
export type CartStorageAction = 'save' | 'clear';

/** The expiry of lines from a campaign: its end time, or NO_CAMPAIGN_EXPIRY without one. */
export function campaignExpiry(range: TimeRange | null | undefined): string {
  // Decision: a line's expiry is its campaign's endTime; lines outside a campaign never expire.
  return range?.endTime ?? NO_CAMPAIGN_EXPIRY;
}

/** True when the expiry has passed at `now`; NO_CAMPAIGN_EXPIRY never passes. */
export function isCartExpired(cart: Pick<Cart, 'expiry'>, now: Date): boolean {
  if (cart.expiry === NO_CAMPAIGN_EXPIRY) return false;
  const expiry = Date.parse(cart.expiry);
  // Decision: an unparsable expiry counts as passed; the expiry instant itself is still valid ("passes" = after).
  return Number.isNaN(expiry) || now.getTime() > expiry;
}

/** An empty cart means "clear storage"; otherwise save it. */
export function cartStorageAction(cart: Cart | null): CartStorageAction {
  return cart && cart.orderItems.length > 0 ? 'save' : 'clear';
}

const languageText = v.plainObject({ code: v.picklist(SUPPORTED_LANGUAGES), text: v.string() });
// Decision: a stored translation of a language the app does not offer, or without its text, is left out; the rest
// of the cart stays (the name falls back to the ja name).
const languages = v.optional(
  v.transform(v.array(v.unknown), (entries) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(languageText, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);
const finiteNumber = v.finiteNumber;
const optionalNumber = v.nullish(finiteNumber);
const optionalQuantity = v.optional(v.number((n) => n >= 0 && n <= MAX_LINE_QUANTITY));
// Decision: a stored line or customize item without the ids, version, quantity or menu the cart call requires is
// of the wrong shape: the cart holding it is dropped (see loadStoredCart).
const lineQuantity = v.number((n) => Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY);

// Recursive: customize items nest (withinCustomizeDepth bounds the depth before this schema runs).
const customizeItemSchema: v.Schema<CartCustomizeItem> = v.lazy(() =>
  v.plainObject({
    name: v.optional(v.string()),
    nameLanguages: languages,
    price: v.optional(finiteNumber),
    discountedPrice: optionalNumber,
    itemId: v.string(),
    version: finiteNumber,
    quantity: lineQuantity,
    campaignId: v.nullish(v.string()),
    customizeGroupId: v.string(),
    customizeItems: v.optional(v.array(customizeItemSchema)),
  }),
);

const lineSchema = v.plainObject({
  customizeId: v.text(1, Infinity),
  customizeIndex: v.optional(finiteNumber),
  itemId: v.string(),
  version: finiteNumber,
  quantity: lineQuantity,
  name: v.optional(v.string()),
  nameLanguages: languages,
  imageUrl: v.optional(v.string()),
  price: v.optional(finiteNumber),
  regularPrice: v.optional(finiteNumber),
  discountedPrice: optionalNumber,
  campaignId: v.nullish(v.string()),
  campaignLabel: v.nullish(v.string()),
  isNormalPriceDisplay: v.optional(v.boolean),
  isCouponItem: v.optional(v.boolean),
  couponItemDiscountPrice: optionalNumber,
  subtotalPrice: v.optional(finiteNumber),
  state: v.optional(v.picklist(['OnSale', 'SoldOut', 'Disabled', 'Hidden'])),
  menu: v.optional(
    v.plainObject({ menuId: v.optional(v.string()), name: v.optional(v.string()), nameLanguages: languages }),
  ),
  menuId: v.string(),
  recentReceiveTime: v.nullish(v.string()),
  customizeItems: v.optional(v.array(customizeItemSchema)),
});

const optionSchema = v.plainObject({
  itemId: v.string(),
  name: v.optional(v.string()),
  nameLanguages: languages,
  price: v.optional(finiteNumber),
  version: finiteNumber,
  quantity: optionalQuantity,
  customizeItems: v.optional(v.array(customizeItemSchema)),
});

/** Full shape of a stored cart; unknown fields are dropped, missing options and serving type get defaults. */
export const CartSchema = v.plainObject({
  expiry: v.optional(v.string(), NO_CAMPAIGN_EXPIRY),
  restaurant: v.plainObject({
    id: v.text(1, Infinity),
    name: v.optional(v.string()),
    nameLanguages: languages,
  }),
  orderItems: v.array(lineSchema, MAX_CART_LINES),
  optionItems: v.optional(v.array(optionSchema, MAX_CART_LINES), () => []),
  servingType: v.optional(v.picklist(SERVING_TYPES), 'takeout'),
  enableMaxOrderCount: v.optional(v.boolean),
  maxOrderCount: optionalNumber,
});

/** Reads a stored cart: a valid, unexpired, non-empty cart, or null (clearStorage when storage held something). */
export function loadStoredCart(raw: unknown, now: Date): { cart: Cart | null; clearStorage: boolean } {
  if (raw === null || raw === undefined) return { cart: null, clearStorage: false };
  // The recursive schema below would overflow the stack on a hostile nesting: measure it first (iteratively).
  if (!withinCustomizeDepth(raw)) return { cart: null, clearStorage: true };
  const parsed = v.safeParse(CartSchema, raw);
  // Decision: a corrupt or old-shaped cart is dropped whole (and storage cleared) rather than partly kept.
  if (!parsed.success) return { cart: null, clearStorage: true };
  const cart: Cart = parsed.output;
  if (isCartExpired(cart, now) || cart.orderItems.length === 0) return { cart: null, clearStorage: true };
  return { cart, clearStorage: false };
}
