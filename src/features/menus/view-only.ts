'use client';

import { onViewOnly } from '@/domain/menu-params';
import { clearStoredReceiveTimes, readStoredReceiveTimes } from '@/features/restaurant-flow';
import { storedState, useServingStore } from '@/lib/stored-state';

/** The stored view-only flag (false when nothing is stored). */
export function readMenuViewOnly(): boolean {
  return storedState.get('isMenuViewOnly');
}

/**
 * Applies a menu-list, menu or item response's `isMenuViewOnly` (SPEC 4): when view-only, the flag is set and the
 * chosen receive times are cleared; when not, the flag is reset and the receive times are left alone (domain onViewOnly).
 */
export function applyMenuViewOnly(isMenuViewOnly: boolean | null | undefined): void {
  const before = { isMenuViewOnly: readMenuViewOnly(), selectReceiveTimes: readStoredReceiveTimes() };
  const after = onViewOnly(before, isMenuViewOnly);
  if (after.isMenuViewOnly !== before.isMenuViewOnly) storedState.set('isMenuViewOnly', after.isMenuViewOnly);
  if (after.selectReceiveTimes === null && before.selectReceiveTimes !== null) clearStoredReceiveTimes();
}

/** The view-only flag: `undefined` until local storage was read (server render, hydration), then true or false. */
export function useMenuViewOnly(): boolean | undefined {
  return useServingStore((state) => state.isMenuViewOnly);
}
