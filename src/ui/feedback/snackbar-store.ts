import { create } from 'zustand';

/** Snackbar colours (SPEC 3 "Snackbar variants: primary, error, info"). */
export type SnackbarVariant = 'primary' | 'error' | 'info';

export interface SnackbarMessage {
  id: number;
  /** A translation key (or plain text). */
  message: string;
  values?: Record<string, unknown>;
  variant: SnackbarVariant;
}

interface SnackbarState {
  current: SnackbarMessage | null;
  show: (message: string, options?: { variant?: SnackbarVariant; values?: Record<string, unknown> }) => void;
  hide: () => void;
}

let nextId = 1;

/** The one bottom snackbar (SPEC 2, 9: 2000 ms). A new message replaces the current one. */
export const useSnackbarStore = create<SnackbarState>()((set) => ({
  current: null,
  show: (message, { variant = 'primary', values } = {}) => set({ current: { id: nextId++, message, values, variant } }),
  hide: () => set({ current: null }),
}));

/** Shows a snackbar from anywhere (outside React too). */
export function showSnackbar(
  message: string,
  options?: { variant?: SnackbarVariant; values?: Record<string, unknown> },
): void {
  useSnackbarStore.getState().show(message, options);
}
