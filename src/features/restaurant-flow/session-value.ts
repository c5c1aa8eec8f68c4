'use client';

import { useSyncExternalStore } from 'react';

/** A tiny external store over one browser-storage value, so every component reading it re-renders on change. */
export interface SessionValueStore {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
  /** Reads the current value as a stable string (JSON), or null when nothing valid is stored. */
  snapshot: () => string | null;
}

/** Creates a store whose snapshot is `read()` serialized (stable across reads); `key` is the storage key for cross-tab events. */
export function createSessionValueStore(key: string, read: () => unknown): SessionValueStore {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => (event.key === key || event.key === null) && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
    snapshot() {
      const value = read();
      return value === null || value === undefined ? null : JSON.stringify(value);
    },
  };
}

/**
 * The stored JSON string of a value store: `undefined` during the server render and hydration (storage not read
 * yet), then the stored string or null.
 */
export function useSessionSnapshot(store: SessionValueStore): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(store.subscribe, store.snapshot, () => undefined);
}
