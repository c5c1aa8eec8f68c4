import { createStore } from 'zustand/vanilla';
import { menuBookTransition, type MenuBookAction, type MenuBookMode } from '@/domain/menu-book';
import { afterHydration } from '@/lib/hydration-gate';

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

/** One screen's wishes; screens stacked on each other (a sheet over a menu page) each keep their own layer. */
interface OptionsLayer {
  id: number;
  options: Partial<ShellOptions>;
}

const mergeLayers = (layers: OptionsLayer[]): ShellOptions =>
  layers.reduce<ShellOptions>((merged, layer) => ({ ...merged, ...layer.options }), DEFAULT_SHELL_OPTIONS);

let nextLayerId = 1;

interface ShellState {
  /** The effective options: the defaults overlaid by every layer, in mount order. */
  options: ShellOptions;
  layers: OptionsLayer[];
  myMenuOpen: boolean;
  cartOpen: boolean;
  /**
   * True from the moment a screen leaves for the receive-time flow with its own way back (the header's takeout radio)
   * until the route changed: the callback guard then must not send the page elsewhere (its replace raced the push).
   */
  flowNavigationPending: boolean;
  /** The menu-book popup (SPEC 4 "Menu popup"): changed only through the domain's transitions (`dispatchMenuBook`). */
  menuBookMode: MenuBookMode;
  /** True while an error page is shown (hides the cart button, the cart bar, the serving radios, the order card). */
  errorPageShown: boolean;
  /** Add a layer of options; returns its id for update/remove. */
  addOptionsLayer: (options: Partial<ShellOptions>) => number;
  updateOptionsLayer: (id: number, options: Partial<ShellOptions>) => void;
  /** Remove one layer; the layers below it (e.g. the menu page under a closing sheet) apply again. */
  removeOptionsLayer: (id: number) => void;
  setMyMenuOpen: (open: boolean) => void;
  setCartOpen: (open: boolean) => void;
  setFlowNavigationPending: (pending: boolean) => void;
  /** Applies a menu-book action (tutorial, open, close, toggle, route change, overlay click): domain menuBookTransition. */
  dispatchMenuBook: (action: MenuBookAction) => void;
  setErrorPageShown: (shown: boolean) => void;
}

export const useShellStore = afterHydration(
  createStore<ShellState>()((set) => ({
    options: DEFAULT_SHELL_OPTIONS,
    layers: [],
    myMenuOpen: false,
    cartOpen: false,
    flowNavigationPending: false,
    menuBookMode: 'closed',
    errorPageShown: false,
    addOptionsLayer: (options) => {
      const id = nextLayerId++;
      set((state) => {
        const layers = [...state.layers, { id, options }];
        return { layers, options: mergeLayers(layers) };
      });
      return id;
    },
    updateOptionsLayer: (id, options) =>
      set((state) => {
        const layers = state.layers.map((layer) => (layer.id === id ? { id, options } : layer));
        return { layers, options: mergeLayers(layers) };
      }),
    removeOptionsLayer: (id) =>
      set((state) => {
        const layers = state.layers.filter((layer) => layer.id !== id);
        return { layers, options: mergeLayers(layers) };
      }),
    setMyMenuOpen: (myMenuOpen) => set({ myMenuOpen }),
    setCartOpen: (cartOpen) => set({ cartOpen }),
    setFlowNavigationPending: (flowNavigationPending) => set({ flowNavigationPending }),
    dispatchMenuBook: (action) => set((state) => ({ menuBookMode: menuBookTransition(state.menuBookMode, action) })),
    setErrorPageShown: (errorPageShown) => set({ errorPageShown }),
  })),
);
