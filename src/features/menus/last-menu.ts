'use client';

import { lastMenuFor, rememberMenu } from '@/domain/menu-links';
import type { ServingType } from '@/domain/serving-type';
import { storedState } from '@/lib/stored-state';

/** Remembers the menu last shown for a restaurant and serving type (local storage `lastSelectedMenu`). */
export function storeLastMenu(restaurantId: string, servingType: ServingType, menuId: string): void {
  storedState.set(
    'lastSelectedMenu',
    rememberMenu(storedState.get('lastSelectedMenu'), restaurantId, servingType, menuId),
  );
}

/** The last chosen menu of this restaurant and serving type, if any. */
export function readLastMenuId(restaurantId: string, servingType: ServingType): string | null {
  return lastMenuFor(storedState.get('lastSelectedMenu'), restaurantId, servingType);
}
