// Builders of complete menu models for the domain's table tests: each case names only the fields it is about; the
// rest hold neutral values (on sale, no limits, nothing chosen by default, no nested groups).
import type { MultiSelectionSetting } from '@/api/generated/models';
import type {
  CustomizeGroupNode,
  CustomizeItemNode,
  MenuItemTree,
  SelectedCustomizeGroup,
  SelectedCustomizeItem,
} from '../customization-types';

/** A multi-select group's setting without limits, overridden by the fields a case sets. */
export function multiSelectionSetting(overrides: Partial<MultiSelectionSetting> = {}): MultiSelectionSetting {
  return {
    minItemSelectionCount: 0,
    maxItemSelectionCount: 0,
    minTotalSelectionCount: 0,
    maxTotalSelectionCount: 0,
    showCounter: false,
    ...overrides,
  };
}

/** A customize item on sale, free, limited to one, overridden by the fields a case sets. */
export function customizeItem(overrides: Partial<CustomizeItemNode> = {}): CustomizeItemNode {
  return {
    itemId: 'item',
    version: 1,
    name: '',
    nameLanguages: [],
    price: 0,
    quantity: 0,
    customizeGroupId: 'g',
    itemState: 'OnSale',
    isAlcohol: false,
    isUnlimited: false,
    isMultiSelection: false,
    isDefaultSelection: false,
    maxSelectionCount: 0,
    customizeGroups: [],
    ...overrides,
  };
}

/**
 * An optional single-select customize group without items, overridden by the fields a case sets; the server's
 * isCheckable is true so that checkability follows the group's own fields (customization.ts isCheckable).
 */
export function customizeGroup(overrides: Partial<CustomizeGroupNode> = {}): CustomizeGroupNode {
  return {
    customizeGroupId: 'g',
    name: '',
    nameLanguages: [],
    isCheckable: true,
    isMultiSelection: false,
    isSelectionRequired: false,
    isDefaultSelection: false,
    customizeItems: [],
    ...overrides,
  };
}

/** A menu item on sale, free, without customizations, overridden by the fields a case sets. */
export function menuItem(overrides: Partial<MenuItemTree> = {}): MenuItemTree {
  return {
    itemId: 'item',
    version: 1,
    name: '',
    nameLanguages: [],
    imageUrl: '',
    itemState: 'OnSale',
    price: 0,
    isNormalPriceDisplay: false,
    isCouponItem: false,
    allergens: [],
    isAlcohol: false,
    orderableTimeRanges: [],
    enableMaxOrderCount: false,
    customizeGroups: [],
    ...overrides,
  };
}

/** A chosen customize item (item-screen state): one unit, no nested groups, overridden by the fields a case sets. */
export function selectedItem(overrides: Partial<SelectedCustomizeItem> = {}): SelectedCustomizeItem {
  return { ...customizeItem(), quantity: 1, customizeGroups: [], ...overrides };
}

/** A customize group in the item-screen state, not checkable, without choices, overridden by the fields a case sets. */
export function selectedGroup(overrides: Partial<SelectedCustomizeGroup> = {}): SelectedCustomizeGroup {
  return { ...customizeGroup(), isCheckable: false, customizeItems: [], ...overrides };
}
