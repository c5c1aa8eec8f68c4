/**
 * The cart store (SPEC 3 "Cart", SPEC 4 "Cart"): one restaurant, one serving type, kept in local storage under
 * `cart` with its expiry, validated on every load through the domain (`loadStoredCart`: corrupt, expired or empty
 * data → no cart and the key removed). Every rule lives in `src/domain/cart*.ts`; this store only applies them,
 * persists the result. The cart is the one owner of its lines: the header badge derives its count (`useCartCount`).
 *
 * API (all actions are synchronous and return the new cart so the caller can hand it to the server sync, which
 * sends it even when it has no lines left; the store itself then holds null):
 * - `cart: Cart | null` — the current cart; null when there is none (or it became empty).
 * - `hydrated: boolean` — true once the stored cart was read in the browser (false during server render; readers
 *   see the stored cart from the hydration gate's opening: `afterHydration`, lib/hydration-gate, ADR 0033).
 * - `hydrate()` — reads local storage again (called once on mount by `useCartHydration`, safe to repeat).
 * - `applyAdd({ restaurant, servingType, lines, mode, enableMaxOrderCount?, maxOrderCount?, expiry? })` — adds cart
 *   lines: `'prepend'` puts them first in the current cart, `'replace'` starts a new cart for the target (option
 *   items cleared). Use `addModeFor(conflict)` from `@/domain/cart` to pick the mode after the conflict dialogs.
 * - `replaceLine(customizeId, lines)` — the edit of an existing line: replaced in place by the edited lines.
 * - `setQuantity(customizeId, quantity)` — 1–99 updates the line (clamped) and returns `{kind:'updated', cart}`;
 *   0 returns `{kind:'confirm-delete', customizeId}` WITHOUT changing the cart (ask, then `removeLine`).
 * - `removeLine(customizeId)` — removes a line; when none are left the store holds null and storage is cleared.
 * - `setOption(optionItem, checked)` — ticks (quantity 1) or unticks an option item; takeout carts only.
 * - `clear()` — drops the cart and the stored key.
 * - `restore(cart)` — puts back a previous cart as is (the sync's rollback of a failed change).
 *
 * Outside React: `useCartStore.getState().applyAdd(...)`. A change the server must know goes through
 * `useCartSync().change((store) => store.applyAdd(...))` (use-cart-sync.ts), which also rolls it back on failure.
 */
import { createStore } from 'zustand/vanilla';
import {
  addToCart,
  cartCount,
  removeCartLine,
  setCartLineQuantity,
  updateCartLine,
  type AddMode,
  type CartTarget,
  type QuantityOutcome,
} from '@/domain/cart';
import { cartStorageAction, loadStoredCart } from '@/domain/cart-expiry';
import { setOptionItem } from '@/domain/cart-options';
import type { Cart, CartOrderItem, OptionItem } from '@/domain/cart-types';
import { appStorage } from '@/lib/browser-storage';
import { afterHydration } from '@/lib/hydration-gate';

/** Input of `applyAdd`: where the lines go, the lines themselves and how they apply. */
export interface ApplyAddInput extends CartTarget {
  lines: readonly CartOrderItem[];
  mode: AddMode;
}

/** The cart store's state and actions (see the file header). */
export interface CartState {
  cart: Cart | null;
  hydrated: boolean;
  hydrate: () => Cart | null;
  applyAdd: (input: ApplyAddInput) => Cart;
  replaceLine: (customizeId: string, lines: readonly CartOrderItem[]) => Cart | null;
  setQuantity: (customizeId: string, quantity: number) => QuantityOutcome | null;
  removeLine: (customizeId: string) => Cart | null;
  setOption: (optionItem: OptionItem, checked: boolean) => Cart | null;
  clear: () => void;
  restore: (cart: Cart | null) => void;
}

/** Reads the stored cart through the domain rules; removes the key when the data is unusable. */
export function readStoredCart(now: Date = new Date()): Cart | null {
  // appStorage drops unparsable JSON and wrong skeletons (removing the key); the domain checks the full shape.
  const { cart, clearStorage } = loadStoredCart(appStorage().get('cart'), now);
  if (clearStorage) appStorage().remove('cart');
  return cart;
}

/** Saves (or clears, when empty) the cart in local storage. */
export function writeStoredCart(cart: Cart | null): void {
  if (!cart || cartStorageAction(cart) === 'clear') {
    appStorage().remove('cart');
    return;
  }
  appStorage().set('cart', cart);
}

/** An empty cart is no cart. */
function normalise(cart: Cart | null): Cart | null {
  return cart && cart.orderItems.length > 0 ? cart : null;
}

export const useCartStore = afterHydration(
  createStore<CartState>()((set, get) => {
    /** Commits a cart: state and storage. */
    function commit(next: Cart | null): Cart | null {
      const cart = normalise(next);
      set({ cart });
      writeStoredCart(cart);
      return cart;
    }

    /** Commits a cart and returns it as given (possibly without lines), for the server sync. */
    function committed(next: Cart): Cart {
      commit(next);
      return next;
    }

    /** The cart, read from storage first if this tab has not yet done so (never overwrite an unread cart). */
    function current(): Cart | null {
      const state = get();
      return state.hydrated ? state.cart : state.hydrate();
    }

    return {
      cart: null,
      hydrated: false,
      hydrate: () => {
        const cart = readStoredCart();
        set({ cart, hydrated: true });
        return cart;
      },
      applyAdd: ({ lines, mode, ...target }) => {
        const next = addToCart(current(), lines, target, mode);
        commit(next);
        return next;
      },
      replaceLine: (customizeId, lines) => {
        const cart = current();
        return cart ? committed(updateCartLine(cart, customizeId, lines)) : null;
      },
      setQuantity: (customizeId, quantity) => {
        const cart = current();
        if (!cart) return null;
        const outcome = setCartLineQuantity(cart, customizeId, quantity);
        if (outcome.kind === 'updated') commit(outcome.cart);
        return outcome;
      },
      removeLine: (customizeId) => {
        const cart = current();
        return cart ? committed(removeCartLine(cart, customizeId)) : null;
      },
      setOption: (optionItem, checked) => {
        const cart = current();
        return cart ? committed(setOptionItem(cart, optionItem, checked)) : null;
      },
      clear: () => {
        commit(null);
      },
      restore: (cart) => {
        commit(cart);
      },
    };
  }),
);

/** The current cart (null when none). */
export function useCart(): Cart | null {
  return useCartStore((state) => state.cart);
}

/** The number of items in the cart (derived: the sum of the line quantities; SPEC 2 header badge). */
export function useCartCount(): number {
  return useCartStore((state) => cartCount(state.cart));
}

/** True once the stored cart was read in this tab: before that the cart controls must not look ready. */
export function useCartHydrated(): boolean {
  return useCartStore((state) => state.hydrated);
}
