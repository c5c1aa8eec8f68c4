// The cart as the client keeps it in local storage (SPEC 3 Cart, SPEC 4 Cart): the client owns it (docs/adr/0020).
// Its lines hold what the cart call needs plus what the cart panel shows.
import type {
  CartRequestCustomizeItem,
  CartRequestOptionItem,
  CartRequestOrderItem,
  ItemState,
  LanguageText,
} from '@/api/generated/models';
import type { ServingType } from './serving-type';

/** A customize item as kept on a cart line: the ids the cart call sends, what the panel shows, nested ones. */
export interface CartCustomizeItem extends Pick<
  CartRequestCustomizeItem,
  'itemId' | 'version' | 'quantity' | 'customizeGroupId'
> {
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  discountedPrice?: number | null;
  campaignId?: string | null;
  customizeItems?: CartCustomizeItem[];
}

/**
 * What a caption, a count, a price or a restore reads of a chosen customize item at any depth: a cart line's, or a past order
 * line's. Every field is optional because the generated order line ends its nesting at depth 3 with untyped items.
 */
export interface ChosenCustomization {
  itemId?: string;
  customizeGroupId?: string;
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  discountedPrice?: number | null;
  quantity?: number;
  customizeItems?: readonly ChosenCustomization[];
}

/** The menu a cart line was ordered from. */
export interface CartLineMenu {
  menuId?: string;
  name?: string;
  nameLanguages?: LanguageText[];
}

/** A line of the cart: the ids the cart call sends, plus what the cart panel shows. */
export interface CartOrderItem extends Pick<
  CartRequestOrderItem,
  'customizeId' | 'itemId' | 'version' | 'quantity' | 'menuId'
> {
  customizeIndex?: number;
  name?: string;
  nameLanguages?: LanguageText[];
  imageUrl?: string;
  price?: number;
  regularPrice?: number;
  discountedPrice?: number | null;
  campaignId?: string | null;
  campaignLabel?: string | null;
  isNormalPriceDisplay?: boolean;
  isCouponItem?: boolean;
  couponItemDiscountPrice?: number | null;
  subtotalPrice?: number;
  state?: ItemState;
  menu?: CartLineMenu;
  recentReceiveTime?: string | null;
  customizeItems?: CartCustomizeItem[];
}

/** An option item such as cutlery (takeout only). */
export interface OptionItem extends Pick<CartRequestOptionItem, 'itemId' | 'version'> {
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  quantity?: number;
  customizeItems?: CartCustomizeItem[];
}

/** The restaurant a cart belongs to (a type, not an interface: it is stored as it is, see Cart). */
export type CartRestaurant = {
  id: string;
  name?: string;
  nameLanguages?: LanguageText[];
};

/**
 * The cart kept in local storage: one restaurant, one serving type. A type, not an interface, so that it is a
 * StoredCart (the storage key's loose schema) as it is, without a cast.
 */
export type Cart = {
  expiry: string;
  restaurant: CartRestaurant;
  orderItems: CartOrderItem[];
  optionItems: OptionItem[];
  servingType: ServingType;
  enableMaxOrderCount?: boolean;
  maxOrderCount?: number | null;
};
