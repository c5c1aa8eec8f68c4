import { create } from 'zustand';
import { pageUnderSheet } from '@/domain/menu-links';

/** Snackbar colours (SPEC 3 "Snackbar variants: primary, error, info"). */
export type SnackbarVariant = 'primary' | 'error' | 'info';

export interface SnackbarMessage {
  id: number;
  /** A translation key (or plain text). */
  message: string;
  values?: Record<string, unknown>;
  variant: SnackbarVariant;
  /** The page it was shown on (an item sheet counts as its menu page); null for a message that announces a move. */
  page: string | null;
}

export interface SnackbarOptions {
  variant?: SnackbarVariant;
  values?: Record<string, unknown>;
  /**
   * The message announces the outcome of a navigation started with it (a menu chosen, a login come back): it is shown
   * on the page the customer lands on instead of being cleared when they leave this one.
   */
  announcesNavigation?: boolean;
}

interface SnackbarState {
  current: SnackbarMessage | null;
  show: (message: string, options?: SnackbarOptions) => void;
  hide: () => void;
  /** The route changed to `address`: a message of another page is cleared. */
  navigated: (address: string) => void;
}

let nextId = 1;

const currentPage = () => (typeof window === 'undefined' ? '/' : pageUnderSheet(window.location.pathname));

// Decision (issue 27 item 4): a message belongs to the page it was shown on and is cleared when the customer leaves
// that page (the add-to-cart confirmation followed them onto the order form and took the first tap on 注文する);
// closing an item sheet is not leaving its menu page. A message announcing a navigation's outcome says so.
/** The one bottom snackbar (SPEC 2, 9: 2000 ms). A new message replaces the current one. */
export const useSnackbarStore = create<SnackbarState>()((set) => ({
  current: null,
  show: (message, { variant = 'primary', values, announcesNavigation = false } = {}) =>
    set({ current: { id: nextId++, message, values, variant, page: announcesNavigation ? null : currentPage() } }),
  hide: () => set({ current: null }),
  navigated: (address) =>
    set((state) =>
      state.current?.page != null && state.current.page !== pageUnderSheet(address) ? { current: null } : state,
    ),
}));

/** Shows a snackbar from anywhere (outside React too). */
export function showSnackbar(message: string, options?: SnackbarOptions): void {
  useSnackbarStore.getState().show(message, options);
}
