// Stored cart lifetime (SPEC 4 Cart): discard once expired, clear storage when empty, validate what storage holds.
import { z } from 'zod';
import { NO_CAMPAIGN_EXPIRY } from './constants';
import type { Cart, CartCustomizeItem, TimeRange } from './menu-types';
import { SERVING_TYPES } from './serving-type';

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

const languages = z.array(z.object({ code: z.string().optional(), text: z.string().optional() })).optional();
const optionalNumber = z.number().nullish();

const customizeItemSchema: z.ZodType<CartCustomizeItem> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    nameLanguages: languages,
    price: z.number().optional(),
    discountedPrice: optionalNumber,
    itemId: z.string().optional(),
    version: z.number().optional(),
    quantity: z.number().optional(),
    campaignId: z.string().nullish(),
    customizeGroupId: z.string().optional(),
    customizeItems: z.array(customizeItemSchema).optional(),
  }),
);

const lineSchema = z.object({
  customizeId: z.string().min(1),
  customizeIndex: z.number().optional(),
  itemId: z.string().optional(),
  version: z.number().optional(),
  quantity: z.number().int().min(1),
  name: z.string().optional(),
  nameLanguages: languages,
  imageUrl: z.string().optional(),
  price: z.number().optional(),
  regularPrice: z.number().optional(),
  discountedPrice: optionalNumber,
  campaignId: z.string().nullish(),
  campaignLabel: z.string().nullish(),
  isNormalPriceDisplay: z.boolean().optional(),
  isCouponItem: z.boolean().optional(),
  couponItemDiscountPrice: optionalNumber,
  subtotalPrice: z.number().optional(),
  state: z.enum(['OnSale', 'SoldOut', 'Disabled', 'Hidden']).optional(),
  menu: z.object({ menuId: z.string().optional(), name: z.string().optional(), nameLanguages: languages }).optional(),
  menuId: z.string().optional(),
  recentReceiveTime: z.string().nullish(),
  customizeItems: z.array(customizeItemSchema).optional(),
});

const optionSchema = z.object({
  itemId: z.string().optional(),
  name: z.string().optional(),
  nameLanguages: languages,
  price: z.number().optional(),
  version: z.number().optional(),
  quantity: z.number().optional(),
  customizeItems: z.array(customizeItemSchema).optional(),
});

/** Full shape of a stored cart; unknown fields are dropped, missing options and serving type get defaults. */
export const CartSchema = z.object({
  expiry: z.string().default(NO_CAMPAIGN_EXPIRY),
  restaurant: z.object({ id: z.string().min(1), name: z.string().optional(), nameLanguages: languages }),
  orderItems: z.array(lineSchema),
  optionItems: z.array(optionSchema).default([]),
  servingType: z.enum(SERVING_TYPES).default('takeout'),
  enableMaxOrderCount: z.boolean().optional(),
  maxOrderCount: optionalNumber,
});

/** Reads a stored cart: a valid, unexpired, non-empty cart, or null (clearStorage when storage held something). */
export function loadStoredCart(raw: unknown, now: Date): { cart: Cart | null; clearStorage: boolean } {
  if (raw === null || raw === undefined) return { cart: null, clearStorage: false };
  const parsed = CartSchema.safeParse(raw);
  // Decision: a corrupt or old-shaped cart is dropped whole (and storage cleared) rather than partly kept.
  if (!parsed.success) return { cart: null, clearStorage: true };
  const cart: Cart = parsed.data;
  if (isCartExpired(cart, now) || cart.orderItems.length === 0) return { cart: null, clearStorage: true };
  return { cart, clearStorage: false };
}
