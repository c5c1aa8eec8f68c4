// Default selection and building of the item-screen selection tree (SPEC 4 "Selection behaviour").
import { customizeItemId, isCheckable, isCustomizeItemAvailable } from './customization';
import type {
  CustomizeGroup,
  CustomizeItem,
  MenuItem,
  OrderItem,
  SelectedCustomizeGroup,
  SelectedCustomizeItem,
} from './menu-types';

/** The default item of a group: first available default item, else first available preferring zero price. */
export function defaultCustomizeItem(group: CustomizeGroup): CustomizeItem | undefined {
  const available = (group.customizeItems ?? []).filter(isCustomizeItemAvailable);
  const marked = available.find((item) => item.isDefaultSelection === true);
  if (marked) return marked;
  // Decision: without an item marked default, only a required group or a group flagged isDefaultSelection
  // gets a fallback default; other optional groups start empty (and checkable ones unchecked).
  if (group.isSelectionRequired !== true && group.isDefaultSelection !== true) return undefined;
  return available.find((item) => (item.discountedPrice ?? item.price ?? 0) === 0) ?? available[0];
}

/** A chosen customize item with the given quantity and its nested groups set to their defaults. */
export function selectCustomizeItem(item: CustomizeItem, quantity = 1): SelectedCustomizeItem {
  return {
    ...item,
    itemId: customizeItemId(item),
    quantity,
    customizeGroups: defaultSelectedGroups(item.customizeGroups ?? []),
  };
}

/** One selection group per definition group, holding its default item (if any). */
export function defaultSelectedGroups(groups: readonly CustomizeGroup[]): SelectedCustomizeGroup[] {
  return groups.map((group) => {
    const chosen = defaultCustomizeItem(group);
    return { ...group, isCheckable: isCheckable(group), customizeItems: chosen ? [selectCustomizeItem(chosen)] : [] };
  });
}

/** A new item-screen order item for the menu item: quantity 1 and default customizations. */
export function createOrderItem(menuItem: MenuItem, treeId: string): OrderItem {
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
