'use client';

import { useCallback, useEffect } from 'react';
import { DEFAULT_SERVING_TYPE, type ServingType } from '@/domain/serving-type';
import { useShellStore } from '@/features/layout/shell-store';
import { appStorage } from '@/lib/browser-storage';
import { createSessionValueStore, useSessionSnapshot } from './session-value';

const store = createSessionValueStore('servingType', () => appStorage().get('servingType'));

/** The serving type kept in session storage (`servingType`), or null when none was chosen. */
export function readStoredServingType(): ServingType | null {
  return appStorage().get('servingType');
}

/** Stores the serving type in session storage and in the shell store (header radios). */
export function storeServingType(servingType: ServingType): void {
  if (readStoredServingType() !== servingType) {
    appStorage().set('servingType', servingType);
    store.notify();
  }
  if (useShellStore.getState().servingType !== servingType) useShellStore.getState().setServingType(servingType);
}

/** Forgets the stored serving type (the shell radios fall back to the default). */
export function clearStoredServingType(): void {
  appStorage().remove('servingType');
  store.notify();
}

// The header radios write only the shell store: mirror every change of it into session storage.
if (typeof window !== 'undefined') {
  useShellStore.subscribe((state, previous) => {
    if (state.servingType !== previous.servingType && readStoredServingType() !== state.servingType) {
      appStorage().set('servingType', state.servingType);
      store.notify();
    }
  });
}

function parse(snapshot: string | null | undefined): ServingType | null | undefined {
  if (snapshot === undefined) return undefined;
  if (snapshot === null) return null;
  return JSON.parse(snapshot) as ServingType;
}

/**
 * The stored serving type: `undefined` until session storage was read (server render, hydration), then the stored
 * value or null when the customer has not chosen yet.
 */
export function useStoredServingType(): ServingType | null | undefined {
  return parse(useSessionSnapshot(store));
}

/**
 * The current serving type and its setter, kept in sync between session storage `servingType` and the header's
 * takeout / eat-in radios (shell store). Without a stored choice the value is the default (takeout).
 */
export function useServingType(): [ServingType, (servingType: ServingType) => void] {
  const stored = useStoredServingType();
  const shellValue = useShellStore((state) => state.servingType);
  const setShell = useShellStore((state) => state.setServingType);

  useEffect(() => {
    if (stored && stored !== shellValue) setShell(stored);
  }, [stored, shellValue, setShell]);

  const set = useCallback((servingType: ServingType) => storeServingType(servingType), []);
  return [stored ?? shellValue ?? DEFAULT_SERVING_TYPE, set];
}
