import { create } from 'zustand';
import type { ServingType } from '@/domain/serving-type';

/** What the current screen wants from the shell; screens set it with <ShellOptions />. */
export interface ShellOptions {
  /** Show the header at all. */
  header: boolean;
  /** Show the footer at all. */
  footer: boolean;
  /** The menu-book button (SPEC 2 "shown only when a flag is on"). */
  menuBookButton: boolean;
  /** The cart button (hidden when the cart is switched off, and always on the error page). */
  cart: boolean;
  /** The optional takeout / eat-in radios in the header. */
  servingTypeRadios: boolean;
}

export const DEFAULT_SHELL_OPTIONS: ShellOptions = {
  header: true,
  footer: true,
  menuBookButton: false,
  cart: true,
  servingTypeRadios: false,
};

interface ShellState {
  options: ShellOptions;
  /** Number of items in the cart (the cart feature writes it). */
  cartCount: number;
  /** The serving type shown by the header radios. */
  servingType: ServingType;
  myMenuOpen: boolean;
  cartOpen: boolean;
  menuBookOpen: boolean;
  /** True while an error page is shown (hides the cart button). */
  errorPageShown: boolean;
  setOptions: (options: Partial<ShellOptions>) => void;
  resetOptions: () => void;
  setCartCount: (count: number) => void;
  setServingType: (servingType: ServingType) => void;
  setMyMenuOpen: (open: boolean) => void;
  setCartOpen: (open: boolean) => void;
  toggleMenuBook: () => void;
  setMenuBookOpen: (open: boolean) => void;
  setErrorPageShown: (shown: boolean) => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  options: DEFAULT_SHELL_OPTIONS,
  cartCount: 0,
  servingType: 'takeout',
  myMenuOpen: false,
  cartOpen: false,
  menuBookOpen: false,
  errorPageShown: false,
  setOptions: (options) => set((state) => ({ options: { ...state.options, ...options } })),
  resetOptions: () => set({ options: DEFAULT_SHELL_OPTIONS }),
  setCartCount: (cartCount) => set({ cartCount: Math.max(0, cartCount) }),
  setServingType: (servingType) => set({ servingType }),
  setMyMenuOpen: (myMenuOpen) => set({ myMenuOpen }),
  setCartOpen: (cartOpen) => set({ cartOpen }),
  toggleMenuBook: () => set((state) => ({ menuBookOpen: !state.menuBookOpen })),
  setMenuBookOpen: (menuBookOpen) => set({ menuBookOpen }),
  setErrorPageShown: (errorPageShown) => set({ errorPageShown }),
}));
