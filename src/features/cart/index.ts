/** Public entry of the cart feature (SPEC 2 "Cart panel", SPEC 4 "Cart"). */
export { CartHydrator, LazyCartPanel } from './LazyCartPanel';
export { useCart, useCartCount, useCartHydrated, useCartStore } from './cart-store';
export { useCartSync } from './use-cart-sync';
export { useCartHydration } from './use-cart-hydration';
export { storedCartRequestExtras, useStoredCartRequestExtras } from './cart-request-extras';
export { CartBar } from './CartBar';
