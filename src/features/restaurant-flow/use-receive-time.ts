'use client';

import { useCallback, useMemo } from 'react';
import type { SelectReceiveTimes } from '@/domain/storage-keys';
import { appStorage } from '@/lib/browser-storage';
import { createSessionValueStore, useSessionSnapshot } from './session-value';

const store = createSessionValueStore('selectReceiveTimes', () => appStorage().get('selectReceiveTimes'));

/** The chosen receive time in session storage (`selectReceiveTimes`), or null. */
export function readStoredReceiveTimes(): SelectReceiveTimes | null {
  return appStorage().get('selectReceiveTimes');
}

/** Stores the chosen receive time ('now' or a time); null clears it (e.g. when a menu turns out view-only). */
export function storeReceiveTimes(value: SelectReceiveTimes | null): void {
  if (value === null) appStorage().remove('selectReceiveTimes');
  else appStorage().set('selectReceiveTimes', value);
  store.notify();
}

/** Clears the chosen receive time (SPEC 4: view-only clears the chosen receive times). */
export function clearStoredReceiveTimes(): void {
  storeReceiveTimes(null);
}

/**
 * The chosen receive time and its setter, backed by session storage `selectReceiveTimes`.
 * The value is `undefined` until storage was read (server render and hydration), then the stored value or null.
 * Use `value !== undefined` before deciding anything (e.g. `mustGoToCallback`).
 */
export function useReceiveTime(): [SelectReceiveTimes | null | undefined, (value: SelectReceiveTimes | null) => void] {
  const snapshot = useSessionSnapshot(store);
  const value = useMemo(
    () =>
      snapshot === undefined ? undefined : snapshot === null ? null : (JSON.parse(snapshot) as SelectReceiveTimes),
    [snapshot],
  );
  const set = useCallback((next: SelectReceiveTimes | null) => storeReceiveTimes(next), []);
  return [value, set];
}
