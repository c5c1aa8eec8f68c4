'use client';

import { useSyncExternalStore } from 'react';
import { onViewOnly } from '@/domain/menu-params';
import { clearStoredReceiveTimes, readStoredReceiveTimes } from '@/features/restaurant-flow';
import { appStorage } from '@/lib/browser-storage';

// The menu-view-only flag (local storage `isMenuViewOnly`) as a tiny external store, so every reader re-renders.
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => (event.key === 'isMenuViewOnly' || event.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored view-only flag (false when nothing is stored). */
export function readMenuViewOnly(): boolean {
  return appStorage().get('isMenuViewOnly');
}

/**
 * Applies a menu-list, menu or item response's `isMenuViewOnly` (SPEC 4): when view-only, the flag is set and the
 * chosen receive times are cleared; when not, the flag is reset and the receive times are left alone (domain onViewOnly).
 */
export function applyMenuViewOnly(isMenuViewOnly: boolean | null | undefined): void {
  const before = { isMenuViewOnly: readMenuViewOnly(), selectReceiveTimes: readStoredReceiveTimes() };
  const after = onViewOnly(before, isMenuViewOnly);
  if (after.isMenuViewOnly !== before.isMenuViewOnly) {
    if (after.isMenuViewOnly) appStorage().set('isMenuViewOnly', true);
    else appStorage().remove('isMenuViewOnly');
    notify();
  }
  if (after.selectReceiveTimes === null && before.selectReceiveTimes !== null) clearStoredReceiveTimes();
}

/** The view-only flag: `undefined` until local storage was read (server render, hydration), then true or false. */
export function useMenuViewOnly(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribe, readMenuViewOnly, () => undefined);
}
