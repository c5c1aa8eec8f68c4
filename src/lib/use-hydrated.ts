'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards: for values only the browser has (storage). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
