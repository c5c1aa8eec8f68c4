// The item-screen editing actions as a pure reducer (SPEC 4 "Selection behaviour").
import * as groups from './customization-groups';
import { findGroup, updateGroup, type GroupPath } from './customization-path';
import { createOrderItem } from './customization-selection';
import type { CustomizeItemNode, MenuItemTree, OrderItem, SelectedCustomizeGroup } from './customization-types';
import { clampQuantity, MAX_QUANTITY } from './quantity';

/** The item-screen state: one order item per customization; check flags live on the groups. */
export interface ItemScreenState {
  orderItems: OrderItem[];
}

/** An editing action of the item screen. */
export type CustomizationAction =
  | { type: 'addOrderItem'; treeId: string; menuItem: MenuItemTree }
  | { type: 'removeOrderItem'; treeId: string }
  | { type: 'setOrderItemQuantity'; treeId: string; quantity: number }
  | { type: 'insertCustomizeItem'; path: GroupPath; item: CustomizeItemNode; quantity?: number }
  | { type: 'removeCustomizeItem'; path: GroupPath; itemId: string }
  | { type: 'toggleCustomizeItem'; path: GroupPath; item: CustomizeItemNode }
  | { type: 'setCustomizeItemQuantity'; path: GroupPath; itemId: string; quantity: number }
  | { type: 'checkGroup'; path: GroupPath }
  | { type: 'uncheckGroup'; path: GroupPath };

/** The initial state: one order item with default customizations (treeId from the injected id generator). */
export function initialItemScreenState(menuItem: MenuItemTree, treeId: string): ItemScreenState {
  return { orderItems: [createOrderItem(menuItem, treeId)] };
}

function editGroup(
  state: ItemScreenState,
  path: GroupPath,
  edit: (group: SelectedCustomizeGroup) => SelectedCustomizeGroup,
): ItemScreenState {
  const group = findGroup(state.orderItems, path);
  if (!group) return state;
  const next = edit(group);
  return next === group ? state : { orderItems: updateGroup(state.orderItems, path, () => next) };
}

function addOrderItem(state: ItemScreenState, treeId: string, menuItem: MenuItemTree): ItemScreenState {
  // Decision: a treeId already present is not added twice.
  if (state.orderItems.some((item) => item.treeId === treeId)) return state;
  return { orderItems: [...state.orderItems, createOrderItem(menuItem, treeId)] };
}

function removeOrderItem(state: ItemScreenState, treeId: string): ItemScreenState {
  // Decision: the last remaining order item cannot be removed.
  const rest = state.orderItems.filter((item) => item.treeId !== treeId);
  return rest.length === state.orderItems.length || rest.length === 0 ? state : { orderItems: rest };
}

function setOrderItemQuantity(state: ItemScreenState, treeId: string, quantity: number): ItemScreenState {
  const next = clampQuantity(quantity, 1, MAX_QUANTITY);
  const target = state.orderItems.find((item) => item.treeId === treeId);
  if (!target || target.quantity === next) return state;
  return { orderItems: state.orderItems.map((item) => (item === target ? { ...item, quantity: next } : item)) };
}

/** Applies one editing action; returns the same state object when the action changes nothing. */
export function customizationReducer(state: ItemScreenState, action: CustomizationAction): ItemScreenState {
  switch (action.type) {
    case 'insertCustomizeItem':
      return editGroup(state, action.path, (group) => groups.insertItem(group, action.item, action.quantity));
    case 'removeCustomizeItem':
      return editGroup(state, action.path, (group) => groups.removeItem(group, action.itemId));
    case 'toggleCustomizeItem':
      return editGroup(state, action.path, (group) => groups.toggleItem(group, action.item));
    case 'setCustomizeItemQuantity':
      return editGroup(state, action.path, (group) => groups.setItemQuantity(group, action.itemId, action.quantity));
    case 'checkGroup':
      return editGroup(state, action.path, groups.checkGroup);
    case 'uncheckGroup':
      return editGroup(state, action.path, groups.uncheckGroup);
    case 'addOrderItem':
      return addOrderItem(state, action.treeId, action.menuItem);
    case 'removeOrderItem':
      return removeOrderItem(state, action.treeId);
    case 'setOrderItemQuantity':
      return setOrderItemQuantity(state, action.treeId, action.quantity);
  }
}
