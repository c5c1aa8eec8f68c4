'use client';

import { useEffect } from 'react';
import { useCartStore } from './cart-store';

/**
 * Reads the stored cart once in the browser and again when another tab changes it; with a stored cart, the server's
 * cart is then read back once per visit (cart-read-back.ts, loaded on demand: not in the first-load JS).
 */
export function useCartHydration(): boolean {
  const hydrated = useCartStore((state) => state.hydrated);
  const hydrate = useCartStore((state) => state.hydrate);
  useEffect(() => {
    if (!useCartStore.getState().hydrated) hydrate();
    if (useCartStore.getState().cart) {
      void import('./cart-read-back').then(({ readBackServerCart }) => readBackServerCart());
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'cart' || event.key === null) hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [hydrate]);
  return hydrated;
}
