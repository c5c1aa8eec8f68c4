// Entity shapes of SPEC section 3 (menu item, customization, cart), camelCase as the API models name them.
// Fields the server may leave out are optional (and numeric ones nullable) so that the generated API models
// with the same names are assignable to these types.

/** A per-language text variant (SPEC 3: "list of code and text"). */
export interface LanguageText {
  code?: string;
  text?: string;
}

/** A time range as the menu API sends it (ISO 8601 strings). */
export interface TimeRange {
  beginTime?: string;
  endTime?: string;
}

/** Item state, set B of SPEC 3. */
export type ItemState = 'OnSale' | 'SoldOut' | 'Disabled' | 'Hidden';

import type { ApiServingType, ServingType } from './serving-type';

/** Serving type as kept in queries and storage ('takeout' | 'eat_in'), defined in serving-type.ts. */
export type { ServingType };

/** Serving type on the wire ('SERVING_TYPE_TAKEOUT' | 'SERVING_TYPE_EAT_IN'). */
export type WireServingType = ApiServingType;

/** A translatable message: a translation key and its interpolation parameters. */
export interface MessageRef {
  key: string;
  params: Record<string, number | string>;
}

/** Selection limits of a multi-select customize group. */
export interface MultiSelectionSetting {
  minItemSelectionCount?: number | null;
  maxItemSelectionCount?: number | null;
  minTotalSelectionCount?: number | null;
  maxTotalSelectionCount?: number | null;
  showCounter?: boolean | null;
  text?: string | null;
}

/** One choice inside a customize group, possibly with nested groups. */
export interface CustomizeItem {
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  itemId?: string;
  version?: number;
  quantity?: number;
  imageUrl?: string;
  campaignId?: string | null;
  discountedPrice?: number | null;
  customizeGroupId?: string;
  isAlcohol?: boolean;
  isUnlimited?: boolean;
  isMultiSelection?: boolean;
  isDefaultSelection?: boolean;
  maxSelectionCount?: number | null;
  // Decision: SPEC 3 names no sold-out field on a customize item; it carries the menu item's optional
  // itemState and counts as sold out (unavailable) when that state is present and not 'OnSale'.
  itemState?: ItemState;
  customizeGroups?: CustomizeGroup[];
}

/** A customize group of a menu item or of a customize item (nested). */
export interface CustomizeGroup {
  name?: string;
  nameLanguages?: LanguageText[];
  type?: string;
  isCheckable?: boolean;
  description?: string;
  customizeGroupId?: string;
  isMultiSelection?: boolean;
  isSelectionRequired?: boolean;
  isDefaultSelection?: boolean;
  customizeItems?: CustomizeItem[];
  multiSelectionSetting?: MultiSelectionSetting | null;
}

/** An allergen shown on the item detail. */
export interface Allergen {
  name?: string;
  nameLanguages?: LanguageText[];
}

/** A menu item as the item detail call returns it. */
export interface MenuItem {
  name?: string;
  nameLanguages?: LanguageText[];
  itemId?: string;
  version?: number;
  imageUrl?: string;
  itemState?: ItemState;
  campaignId?: string | null;
  campaignLabel?: string | null;
  campaignAvailableTimeRange?: TimeRange | null;
  pricingSaleName?: string | null;
  pricingSaleAvailableTimeRange?: TimeRange | null;
  description?: string;
  customizeGroups?: CustomizeGroup[];
  allergens?: Allergen[];
  isAlcohol?: boolean;
  price?: number;
  discountedPrice?: number | null;
  isNormalPriceDisplay?: boolean;
  isCouponItem?: boolean;
  salesEndDate?: string | null;
  availableUntil?: string | null;
  menuName?: string;
  enableMaxOrderCount?: boolean;
  maxOrderCount?: number | null;
  recentReceiveTime?: string | null;
}

/** A chosen customize item in the item-screen state: quantity set, nested groups hold their choices. */
export interface SelectedCustomizeItem extends CustomizeItem {
  itemId: string;
  quantity: number;
  customizeGroups: SelectedCustomizeGroup[];
}

/** A customize group in the item-screen state: its chosen items only, plus the check flags. */
export interface SelectedCustomizeGroup extends CustomizeGroup {
  customizeItems: SelectedCustomizeItem[];
  /** Resolved from the definition (all its items) when the selection is built, as the chosen items cannot tell. */
  isCheckable: boolean;
  /** Set when the customer ticked a checkable group; a group holding items counts as checked anyway. */
  isChecked?: boolean;
}

/** Order item in the item screen: one customization of the item, identified by treeId. */
export interface OrderItem {
  treeId: string;
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  itemId?: string;
  version?: number;
  quantity: number;
  imageUrl?: string;
  campaignId?: string | null;
  campaignLabel?: string | null;
  campaignAvailableTimeRange?: TimeRange | null;
  discountedPrice?: number | null;
  isNormalPriceDisplay?: boolean;
  recentReceiveTime?: string | null;
  isAlcohol?: boolean;
  customizeGroups: SelectedCustomizeGroup[];
}

/** A customize item as kept on a cart line (nested ones under customizeItems). */
export interface CartCustomizeItem {
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  discountedPrice?: number | null;
  itemId?: string;
  version?: number;
  quantity?: number;
  campaignId?: string | null;
  customizeGroupId?: string;
  customizeItems?: CartCustomizeItem[];
}

/** The menu a cart line was ordered from. */
export interface CartLineMenu {
  menuId?: string;
  name?: string;
  nameLanguages?: LanguageText[];
}

/** A line of the cart. */
export interface CartOrderItem {
  customizeId: string;
  customizeIndex?: number;
  itemId?: string;
  version?: number;
  quantity: number;
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
  menuId?: string;
  recentReceiveTime?: string | null;
  customizeItems?: CartCustomizeItem[];
}

/** An option item such as cutlery (takeout only). */
export interface OptionItem {
  itemId?: string;
  name?: string;
  nameLanguages?: LanguageText[];
  price?: number;
  version?: number;
  quantity?: number;
  customizeItems?: CartCustomizeItem[];
}

/** The restaurant a cart belongs to. */
export interface CartRestaurant {
  id: string;
  name?: string;
  nameLanguages?: LanguageText[];
}

/** The cart kept in local storage: one restaurant, one serving type. */
export interface Cart {
  expiry: string;
  restaurant: CartRestaurant;
  orderItems: CartOrderItem[];
  optionItems: OptionItem[];
  servingType: ServingType;
  enableMaxOrderCount?: boolean;
  maxOrderCount?: number | null;
}

/** A customize item on the wire. */
export interface CartRequestCustomizeItem {
  itemId?: string;
  version?: number;
  quantity?: number;
  customizeGroupId?: string;
  customizeItems?: CartRequestCustomizeItem[];
}

/** An order line on the wire. */
export interface CartRequestOrderItem {
  itemId?: string;
  version?: number;
  quantity: number;
  customizeItems: CartRequestCustomizeItem[];
  customizeId: string;
  menuId?: string;
}

/** An option line on the wire. */
export interface CartRequestOptionItem {
  itemId?: string;
  version?: number;
  quantity?: number;
}

/** Body of the cart call (SPEC 3 "Cart request to the server"). */
export interface CartRequest {
  restaurantId: string;
  orderItems: CartRequestOrderItem[];
  optionItems: CartRequestOptionItem[];
  servingType: WireServingType;
  couponId?: string;
  couponCode?: string;
  receiveTime?: string;
}

/** Body of the cart validation before an add. */
export interface CartValidationInput {
  orderItems: CartRequestOrderItem[];
  servingType: WireServingType;
  restaurantId: string;
  customizeId?: string;
}
