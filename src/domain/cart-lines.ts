// Converting between item-screen order items and cart lines, and the cart line caption (SPEC 2 Cart panel).
import { linePrice } from './money';
import { joinList } from './list-format';
import type { MenuItemTree, OrderItem, SelectedCustomizeGroup } from './customization-types';
import type { CartCustomizeItem, CartLineMenu, CartOrderItem, ChosenCustomization } from './cart-types';

// Issue 29: restoring an edited line's choices lives in customization-restore.ts, so the item screen loads it without
// the add's conversion (toCartOrderItems, loaded with the add's run) and the caption.
export { orderItemFromCartLine } from './customization-restore';

/** Context of an add: the id generator (injected) and the menu the item comes from. */
export interface CartLineContext {
  newCustomizeId: () => string;
  menuId: string;
  menu?: CartLineMenu;
  menuItem?: Pick<MenuItemTree, 'isCouponItem' | 'itemState'>;
}

/** The chosen customize items of groups as cart items, in group order, nested ones under customizeItems. */
function toCartCustomizeItems(groups: readonly SelectedCustomizeGroup[]): CartCustomizeItem[] {
  return groups.flatMap((group) =>
    group.customizeItems.map((item) => {
      const nested = toCartCustomizeItems(item.customizeGroups);
      return {
        name: item.name,
        nameLanguages: item.nameLanguages,
        price: item.price,
        discountedPrice: item.discountedPrice,
        itemId: item.itemId,
        version: item.version,
        quantity: item.quantity,
        campaignId: item.campaignId,
        customizeGroupId: group.customizeGroupId,
        ...(nested.length > 0 ? { customizeItems: nested } : {}),
      };
    }),
  );
}

/** Cart lines for the item screen's order items, one per customization, each with a new customizeId. */
export function toCartOrderItems(orderItems: readonly OrderItem[], context: CartLineContext): CartOrderItem[] {
  const { menuItem, menu, menuId } = context;
  return orderItems.map((orderItem, customizeIndex) => ({
    customizeId: context.newCustomizeId(),
    customizeIndex,
    itemId: orderItem.itemId,
    version: orderItem.version,
    quantity: orderItem.quantity,
    name: orderItem.name,
    nameLanguages: orderItem.nameLanguages,
    imageUrl: orderItem.imageUrl,
    price: orderItem.price,
    regularPrice: orderItem.price,
    discountedPrice: orderItem.discountedPrice,
    campaignId: orderItem.campaignId,
    campaignLabel: orderItem.campaignLabel,
    isNormalPriceDisplay: orderItem.isNormalPriceDisplay,
    isCouponItem: menuItem?.isCouponItem,
    // Decision: the subtotal is computed here from the line's price and quantity and stays the local cart's: the
    // local store is the cart's one owner and the cart call's answer does not replace it (docs/adr/0020).
    subtotalPrice: linePrice(orderItem),
    state: menuItem?.itemState,
    menu,
    menuId,
    recentReceiveTime: orderItem.recentReceiveTime,
    customizeItems: toCartCustomizeItems(orderItem.customizeGroups),
  }));
}

/**
 * Caption of a cart line: chosen customize item names, nested in order, joined with the display language's list
 * separator ('、' in Japanese, as the spec writes it; ', ' in English); "Cheese×2" for 2 units.
 */
export function customizationCaption(
  items: readonly ChosenCustomization[] | undefined,
  nameOf: (item: ChosenCustomization) => string = (item) => item.name ?? '',
  locale = 'ja-JP',
): string {
  const names = (list: readonly ChosenCustomization[]): string[] =>
    list.flatMap((item) => {
      // Decision: a quantity above 1 shows as "name×n" (no space), as Japanese menus write it.
      const label = (item.quantity ?? 1) > 1 ? `${nameOf(item)}×${item.quantity}` : nameOf(item);
      return [label, ...names(item.customizeItems ?? [])];
    });
  return joinList(names(items ?? []), locale);
}
