'use client';

import { useCallback } from 'react';
import type { SelectReceiveTimes } from '@/domain/storage-keys';
import { storedState, useServingStore } from '@/lib/stored-state';

/** The chosen receive time in session storage (`selectReceiveTimes`), or null. */
export function readStoredReceiveTimes(): SelectReceiveTimes | null {
  return storedState.get('selectReceiveTimes');
}

/** Stores the chosen receive time ('now' or a time); null clears it (e.g. when a menu turns out view-only). */
export function storeReceiveTimes(value: SelectReceiveTimes | null): void {
  if (value === null) storedState.remove('selectReceiveTimes');
  else storedState.set('selectReceiveTimes', value);
}

/** Clears the chosen receive time (SPEC 4: view-only clears the chosen receive times). */
export function clearStoredReceiveTimes(): void {
  storeReceiveTimes(null);
}

/**
 * The chosen receive time and its setter, backed by session storage `selectReceiveTimes` (the serving store).
 * The value is `undefined` until storage was read (server render and hydration), then the stored value or null.
 * Use `value !== undefined` before deciding anything (e.g. `mustGoToCallback`).
 */
export function useReceiveTime(): [SelectReceiveTimes | null | undefined, (value: SelectReceiveTimes | null) => void] {
  const value = useServingStore((state) => state.selectReceiveTimes);
  const set = useCallback((next: SelectReceiveTimes | null) => storeReceiveTimes(next), []);
  return [value, set];
}
