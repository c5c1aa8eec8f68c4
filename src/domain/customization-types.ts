// The item screen's own state (SPEC 5): the order items being customized and the customize items chosen in them.
// The definitions they extend are the generated menu models.
import type { CustomizeGroup, CustomizeItem, LanguageText, MenuItem, TimeRange } from '@/api/generated/models';

/**
 * A customize item at any depth. The generated models unroll the nesting to depth 3 (CustomizeItem,
 * CustomizeItemDepth2, CustomizeItemDepth3); the rules walk the tree at any depth with this one recursive type.
 */
export interface CustomizeItemNode extends Omit<CustomizeItem, 'customizeGroups'> {
  customizeGroups: CustomizeGroupNode[];
}

/** A customize group at any depth (see CustomizeItemNode). */
export interface CustomizeGroupNode extends Omit<CustomizeGroup, 'customizeItems'> {
  customizeItems: CustomizeItemNode[];
}

/** A menu item with its customize groups as one recursive tree (see customizeTree). */
export interface MenuItemTree extends Omit<MenuItem, 'customizeGroups'> {
  customizeGroups: CustomizeGroupNode[];
}

/** A chosen customize item in the item-screen state: quantity set, nested groups hold their choices. */
export interface SelectedCustomizeItem extends CustomizeItemNode {
  itemId: string;
  quantity: number;
  customizeGroups: SelectedCustomizeGroup[];
}

/** A customize group in the item-screen state: its chosen items only, plus the check flags. */
export interface SelectedCustomizeGroup extends CustomizeGroupNode {
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
  itemId: string;
  version: number;
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
