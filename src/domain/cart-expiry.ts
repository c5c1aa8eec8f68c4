// Stored cart lifetime (SPEC 4 Cart): discard once expired, clear storage when empty, validate what storage holds.
// zod/mini: the tree-shakable functional API, so only the validators used here reach the client bundle.
import { z } from 'zod/mini';
import { NO_CAMPAIGN_EXPIRY } from './constants';
import type { Cart, CartCustomizeItem, TimeRange } from './menu-types';
import { SERVING_TYPES } from './serving-type';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, withinCustomizeDepth } from './storage-bounds';

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

const languages = z.optional(z.array(z.object({ code: z.optional(z.string()), text: z.optional(z.string()) })));
const optionalNumber = z.nullish(z.number());

const customizeItemSchema: z.ZodMiniType<CartCustomizeItem> = z.lazy(() =>
  z.object({
    name: z.optional(z.string()),
    nameLanguages: languages,
    price: z.optional(z.number()),
    discountedPrice: optionalNumber,
    itemId: z.optional(z.string()),
    version: z.optional(z.number()),
    quantity: z.optional(z.number().check(z.minimum(0), z.maximum(MAX_LINE_QUANTITY))),
    campaignId: z.nullish(z.string()),
    customizeGroupId: z.optional(z.string()),
    customizeItems: z.optional(z.array(customizeItemSchema)),
  }),
);

const lineSchema = z.object({
  customizeId: z.string().check(z.minLength(1)),
  customizeIndex: z.optional(z.number()),
  itemId: z.optional(z.string()),
  version: z.optional(z.number()),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  name: z.optional(z.string()),
  nameLanguages: languages,
  imageUrl: z.optional(z.string()),
  price: z.optional(z.number()),
  regularPrice: z.optional(z.number()),
  discountedPrice: optionalNumber,
  campaignId: z.nullish(z.string()),
  campaignLabel: z.nullish(z.string()),
  isNormalPriceDisplay: z.optional(z.boolean()),
  isCouponItem: z.optional(z.boolean()),
  couponItemDiscountPrice: optionalNumber,
  subtotalPrice: z.optional(z.number()),
  state: z.optional(z.enum(['OnSale', 'SoldOut', 'Disabled', 'Hidden'])),
  menu: z.optional(
    z.object({ menuId: z.optional(z.string()), name: z.optional(z.string()), nameLanguages: languages }),
  ),
  menuId: z.optional(z.string()),
  recentReceiveTime: z.nullish(z.string()),
  customizeItems: z.optional(z.array(customizeItemSchema)),
});

const optionSchema = z.object({
  itemId: z.optional(z.string()),
  name: z.optional(z.string()),
  nameLanguages: languages,
  price: z.optional(z.number()),
  version: z.optional(z.number()),
  quantity: z.optional(z.number().check(z.minimum(0), z.maximum(MAX_LINE_QUANTITY))),
  customizeItems: z.optional(z.array(customizeItemSchema)),
});

/** Full shape of a stored cart; unknown fields are dropped, missing options and serving type get defaults. */
export const CartSchema = z.object({
  expiry: z._default(z.string(), NO_CAMPAIGN_EXPIRY),
  restaurant: z.object({
    id: z.string().check(z.minLength(1)),
    name: z.optional(z.string()),
    nameLanguages: languages,
  }),
  orderItems: z.array(lineSchema).check(z.maxLength(MAX_CART_LINES)),
  optionItems: z._default(z.array(optionSchema).check(z.maxLength(MAX_CART_LINES)), []),
  servingType: z._default(z.enum(SERVING_TYPES), 'takeout'),
  enableMaxOrderCount: z.optional(z.boolean()),
  maxOrderCount: optionalNumber,
});

/** Reads a stored cart: a valid, unexpired, non-empty cart, or null (clearStorage when storage held something). */
export function loadStoredCart(raw: unknown, now: Date): { cart: Cart | null; clearStorage: boolean } {
  if (raw === null || raw === undefined) return { cart: null, clearStorage: false };
  // The recursive schema below would overflow the stack on a hostile nesting: measure it first (iteratively).
  if (!withinCustomizeDepth(raw)) return { cart: null, clearStorage: true };
  const parsed = CartSchema.safeParse(raw);
  // Decision: a corrupt or old-shaped cart is dropped whole (and storage cleared) rather than partly kept.
  if (!parsed.success) return { cart: null, clearStorage: true };
  const cart: Cart = parsed.data;
  if (isCartExpired(cart, now) || cart.orderItems.length === 0) return { cart: null, clearStorage: true };
  return { cart, clearStorage: false };
}
