'use client';

import dynamic from 'next/dynamic';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartHydration } from './use-cart-hydration';

// The panel (drawer, lines, option items, coupon bar, server sync) is not needed for first paint: its code is
// fetched the first time the cart opens.
const CartPanel = dynamic(() => import('./CartPanel').then((m) => m.CartPanel), { ssr: false });

/** Reads the stored cart on first load and on changes from other tabs, so the header badge is right at once. */
export function CartHydrator() {
  useCartHydration();
  return null;
}

/** The cart panel, mounted (and its code loaded) once the cart has been opened; then kept for its animations. */
export function LazyCartPanel() {
  const mounted = useMountOnce(useShellStore((state) => state.cartOpen));
  return mounted ? <CartPanel /> : null;
}
