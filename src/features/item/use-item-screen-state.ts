'use client';

import { useCallback, useReducer } from 'react';
import { orderItemFromCartLine } from '@/domain/customization-restore';
import {
  customizationReducer,
  initialItemScreenState,
  type CustomizationAction,
  type ItemScreenState,
} from '@/domain/customization-reducer';
import type { CartOrderItem } from '@/domain/cart-types';
import type { MenuItemTree } from '@/domain/customization-types';
import { newId } from './ids';

interface Seeded {
  /** The menu item (and cart line when editing) the state was built from; a refetch with new data re-seeds. */
  seed: MenuItemTree;
  line: CartOrderItem | null;
  screen: ItemScreenState;
}

type Action = CustomizationAction | { type: 'reseed'; menuItem: MenuItemTree; line: CartOrderItem | null };

function build(menuItem: MenuItemTree, line: CartOrderItem | null): Seeded {
  const treeId = newId('tree');
  const screen = line
    ? { orderItems: [orderItemFromCartLine(menuItem, line, treeId)] }
    : initialItemScreenState(menuItem, treeId);
  return { seed: menuItem, line, screen };
}

function reducer(state: Seeded, action: Action): Seeded {
  if (action.type === 'reseed') return build(action.menuItem, action.line);
  const screen = customizationReducer(state.screen, action);
  return screen === state.screen ? state : { ...state, screen };
}

/**
 * The item-screen state (domain reducer): one order item with the defaults, or the edited cart line's choices
 * (domain customization-restore). When the item data changes (a refetch after invalid argument) the state is rebuilt.
 */
export function useItemScreenState(menuItem: MenuItemTree, line: CartOrderItem | null) {
  const [state, dispatchRaw] = useReducer(reducer, undefined, () => build(menuItem, line));
  // Rebuild during render when the data the state came from changed (React's "adjust state on prop change").
  if (state.seed !== menuItem || state.line?.customizeId !== line?.customizeId) {
    dispatchRaw({ type: 'reseed', menuItem, line });
  }
  const dispatch = useCallback((action: CustomizationAction) => dispatchRaw(action), []);
  return { orderItems: state.screen.orderItems, dispatch };
}
