// Addressing nested customize groups in the item-screen state by path.
import type { OrderItem, SelectedCustomizeGroup } from './customization-types';

/** One step down the tree: a group and the chosen item inside it. */
export interface PathStep {
  customizeGroupId: string;
  itemId: string;
}

/** Address of a group: the order item, the steps to the parent item (none for top-level), and the group. */
export interface GroupPath {
  treeId: string;
  parents: readonly PathStep[];
  customizeGroupId: string;
}

/** A stable string key for the path, e.g. for React keys. */
export function pathKey(path: GroupPath): string {
  const steps = path.parents.map((step) => `${step.customizeGroupId}:${step.itemId}`);
  return [path.treeId, ...steps, path.customizeGroupId].join('/');
}

/** The path of a group nested under the chosen item `itemId` of the group at `path`. */
export function childPath(path: GroupPath, itemId: string, customizeGroupId: string): GroupPath {
  return {
    treeId: path.treeId,
    parents: [...path.parents, { customizeGroupId: path.customizeGroupId, itemId }],
    customizeGroupId,
  };
}

function findInGroups(
  groups: readonly SelectedCustomizeGroup[],
  steps: readonly PathStep[],
  groupId: string,
): SelectedCustomizeGroup | undefined {
  const [step, ...rest] = steps;
  if (!step) return groups.find((group) => group.customizeGroupId === groupId);
  const parent = groups.find((group) => group.customizeGroupId === step.customizeGroupId);
  const item = parent?.customizeItems.find((chosen) => chosen.itemId === step.itemId);
  return item ? findInGroups(item.customizeGroups, rest, groupId) : undefined;
}

/** The group at the path, or undefined when the path leads nowhere. */
export function findGroup(orderItems: readonly OrderItem[], path: GroupPath): SelectedCustomizeGroup | undefined {
  const orderItem = orderItems.find((item) => item.treeId === path.treeId);
  return orderItem ? findInGroups(orderItem.customizeGroups, path.parents, path.customizeGroupId) : undefined;
}

function updateInGroups(
  groups: SelectedCustomizeGroup[],
  steps: readonly PathStep[],
  groupId: string,
  update: (group: SelectedCustomizeGroup) => SelectedCustomizeGroup,
): SelectedCustomizeGroup[] {
  const [step, ...rest] = steps;
  const targetId = step ? step.customizeGroupId : groupId;
  return groups.map((group) => {
    if (group.customizeGroupId !== targetId) return group;
    if (!step) return update(group);
    return {
      ...group,
      customizeItems: group.customizeItems.map((item) =>
        item.itemId === step.itemId
          ? { ...item, customizeGroups: updateInGroups(item.customizeGroups, rest, groupId, update) }
          : item,
      ),
    };
  });
}

/** The order items with the group at the path replaced by `update(group)`; unchanged parts are shared. */
export function updateGroup(
  orderItems: readonly OrderItem[],
  path: GroupPath,
  update: (group: SelectedCustomizeGroup) => SelectedCustomizeGroup,
): OrderItem[] {
  return orderItems.map((orderItem) =>
    orderItem.treeId === path.treeId
      ? {
          ...orderItem,
          customizeGroups: updateInGroups(orderItem.customizeGroups, path.parents, path.customizeGroupId, update),
        }
      : orderItem,
  );
}
