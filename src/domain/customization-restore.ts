// Restoring an edited cart line's choices on the item screen (SPEC 2 "Item detail": editing a cart entry).
import { isCheckable } from './customization';
import { selectCustomizeItem } from './customization-selection';
import type { CustomizeGroupNode, MenuItemTree, OrderItem, SelectedCustomizeGroup } from './customization-types';
import type { CartOrderItem, ChosenCustomization } from './cart-types';

function restoreGroups(
  definitions: readonly CustomizeGroupNode[],
  chosen: readonly ChosenCustomization[],
): SelectedCustomizeGroup[] {
  return definitions.map((group) => ({
    ...group,
    isCheckable: isCheckable(group),
    customizeItems: chosen.flatMap((choice) => {
      const definition = (group.customizeItems ?? []).find((item) => item.itemId === choice.itemId);
      if (!definition || choice.customizeGroupId !== group.customizeGroupId) return [];
      const selected = selectCustomizeItem(definition, choice.quantity ?? 1);
      const customizeGroups = restoreGroups(definition.customizeGroups ?? [], choice.customizeItems ?? []);
      return [{ ...selected, customizeGroups }];
    }),
  }));
}

/** The item-screen order item for editing a cart line, its choices restored against the current menu item. */
export function orderItemFromCartLine(
  menuItem: MenuItemTree,
  line: Pick<CartOrderItem, 'quantity'> & { customizeItems?: readonly ChosenCustomization[] },
  treeId: string,
): OrderItem {
  // Decision: choices no longer offered by the menu item are dropped; groups without choices start empty (no defaults).
  return {
    treeId,
    name: menuItem.name,
    nameLanguages: menuItem.nameLanguages,
    price: menuItem.price,
    itemId: menuItem.itemId,
    version: menuItem.version,
    quantity: line.quantity,
    imageUrl: menuItem.imageUrl,
    campaignId: menuItem.campaignId,
    campaignLabel: menuItem.campaignLabel,
    campaignAvailableTimeRange: menuItem.campaignAvailableTimeRange,
    discountedPrice: menuItem.discountedPrice,
    isNormalPriceDisplay: menuItem.isNormalPriceDisplay,
    recentReceiveTime: menuItem.recentReceiveTime,
    isAlcohol: menuItem.isAlcohol,
    customizeGroups: restoreGroups(menuItem.customizeGroups ?? [], line.customizeItems ?? []),
  };
}
