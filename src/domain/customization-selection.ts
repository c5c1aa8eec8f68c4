// Default selection and building of the item-screen selection tree (SPEC 4 "Selection behaviour").
import { customizeItemId, isCheckable, isCustomizeItemAvailable } from './customization';
import type {
  CustomizeGroupNode,
  CustomizeItemNode,
  MenuItemTree,
  OrderItem,
  SelectedCustomizeGroup,
  SelectedCustomizeItem,
} from './customization-types';

const isFree = (item: CustomizeItemNode): boolean => (item.discountedPrice ?? item.price ?? 0) === 0;

/**
 * The default item of a group (SPEC 4 "Selection behaviour"): the first available item marked default; otherwise the
 * first available item, preferring one with zero price; sold-out items skipped. The fallback applies to every group.
 */
export function defaultCustomizeItem(group: CustomizeGroupNode): CustomizeItemNode | undefined {
  const available = (group.customizeItems ?? []).filter(isCustomizeItemAvailable);
  const marked = available.find((item) => item.isDefaultSelection === true);
  if (marked) return marked;
  const free = available.find(isFree);
  // A required group, or one the server flags isDefaultSelection, needs a choice: the first available item.
  if (group.isSelectionRequired === true || group.isDefaultSelection === true) return free ?? available[0];
  // Decision: in an optional group the fallback never chooses for the customer what they would pay for or opt into:
  // a checkable group starts unchecked (it is an opt-in: "a checkable group that is not checked is valid", and it
  // "becomes checked when it has items"), and an optional group whose available items all cost something starts
  // empty; any other optional group gets its first available zero-price item.
  if (isCheckable(group)) return undefined;
  return free;
}

/** A chosen customize item with the given quantity and its nested groups set to their defaults. */
export function selectCustomizeItem(item: CustomizeItemNode, quantity = 1): SelectedCustomizeItem {
  return {
    ...item,
    itemId: customizeItemId(item),
    quantity,
    customizeGroups: defaultSelectedGroups(item.customizeGroups ?? []),
  };
}

/** One selection group per definition group, holding its default item (if any). */
export function defaultSelectedGroups(groups: readonly CustomizeGroupNode[]): SelectedCustomizeGroup[] {
  return groups.map((group) => {
    const chosen = defaultCustomizeItem(group);
    return { ...group, isCheckable: isCheckable(group), customizeItems: chosen ? [selectCustomizeItem(chosen)] : [] };
  });
}

/** A new item-screen order item for the menu item: quantity 1 and default customizations. */
export function createOrderItem(menuItem: MenuItemTree, treeId: string): OrderItem {
  const { customizeGroups = [], ...rest } = menuItem;
  return {
    treeId,
    name: rest.name,
    nameLanguages: rest.nameLanguages,
    price: rest.price,
    itemId: rest.itemId,
    version: rest.version,
    quantity: 1,
    imageUrl: rest.imageUrl,
    campaignId: rest.campaignId,
    campaignLabel: rest.campaignLabel,
    campaignAvailableTimeRange: rest.campaignAvailableTimeRange,
    discountedPrice: rest.discountedPrice,
    isNormalPriceDisplay: rest.isNormalPriceDisplay,
    recentReceiveTime: rest.recentReceiveTime,
    isAlcohol: rest.isAlcohol,
    customizeGroups: defaultSelectedGroups(customizeGroups),
  };
}
