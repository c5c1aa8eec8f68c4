'use client';

import { useEffect } from 'react';
import { useCartStore } from './cart-store';

/** Reads the stored cart once in the browser and again when another tab changes it. */
export function useCartHydration(): boolean {
  const hydrated = useCartStore((state) => state.hydrated);
  const hydrate = useCartStore((state) => state.hydrate);
  useEffect(() => {
    if (!useCartStore.getState().hydrated) hydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'cart' || event.key === null) hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [hydrate]);
  return hydrated;
}
