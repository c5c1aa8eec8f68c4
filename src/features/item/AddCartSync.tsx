'use client';

import { useEffect } from 'react';
import { useCartSync } from '@/features/cart';

/** The cart sync's `change` (features/cart useCartSync). */
export type CartSyncChange = ReturnType<typeof useCartSync>['change'];

/**
 * Hands the cart sync to the add flow (use-add-to-cart.ts). Loaded and mounted once the customer starts using the
 * item screen: the sync (its mutation, the cart request and coupon extras) is no part of the screen's first load.
 */
export function AddCartSync({ onReady }: { onReady: (change: CartSyncChange) => void }) {
  const { change } = useCartSync();
  useEffect(() => onReady(change), [change, onReady]);
  return null;
}
