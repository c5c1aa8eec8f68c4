// The menu item's customizations as one recursive tree. The generated models unroll the contract's nesting to depth 3
// (CustomizeItem → CustomizeItemDepth2 → CustomizeItemDepth3, whose groups are always empty); the rules walk groups
// and items at any depth, so the item detail is converted once, depth by depth, without a cast.
import type {
  CustomizeGroupDepth2,
  CustomizeGroupDepth3,
  CustomizeGroup,
  CustomizeItemDepth2,
  CustomizeItemDepth3,
  CustomizeItem,
  MenuItem,
} from '@/api/generated/models';
import type { CustomizeGroupNode, CustomizeItemNode, MenuItemTree } from './customization-types';

type WithGroups<G> = Omit<CustomizeItemNode, 'customizeGroups'> & { customizeGroups: readonly G[] };
type WithItems<I> = Omit<CustomizeGroupNode, 'customizeItems'> & { customizeItems: readonly I[] };

function itemNode<G>(item: WithGroups<G>, group: (g: G) => CustomizeGroupNode): CustomizeItemNode {
  return { ...item, customizeGroups: item.customizeGroups.map(group) };
}

function groupNode<I>(group: WithItems<I>, item: (i: I) => CustomizeItemNode): CustomizeGroupNode {
  return { ...group, customizeItems: group.customizeItems.map(item) };
}

// Decision: the contract caps the nesting at depth 3 (its groups "always empty", maxItems 0); a depth-3 item is a
// leaf whatever the server sends there.
const itemAtDepth3 = (item: CustomizeItemDepth3): CustomizeItemNode => ({ ...item, customizeGroups: [] });
const groupAtDepth3 = (group: CustomizeGroupDepth3) => groupNode(group, itemAtDepth3);
const itemAtDepth2 = (item: CustomizeItemDepth2) => itemNode(item, groupAtDepth3);
const groupAtDepth2 = (group: CustomizeGroupDepth2) => groupNode(group, itemAtDepth2);
const itemAtDepth1 = (item: CustomizeItem) => itemNode(item, groupAtDepth2);

/** A top-level customize group of the item detail as a recursive tree. */
export const customizeGroupTree = (group: CustomizeGroup): CustomizeGroupNode => groupNode(group, itemAtDepth1);

/** The item detail with its customize groups as a recursive tree. */
export function menuItemTree(item: MenuItem): MenuItemTree {
  return { ...item, customizeGroups: item.customizeGroups.map(customizeGroupTree) };
}
