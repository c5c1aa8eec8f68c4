import { create } from 'zustand';

/** Options of a confirm dialog; all texts are translation keys, defaulting to 'Are you sure?' / Cancel / OK (SPEC 8). */
export interface ConfirmOptions {
  title?: string;
  text?: string;
  okLabel?: string;
  cancelLabel?: string;
  /** Render the OK button in the error colour (destructive actions). */
  destructive?: boolean;
}

interface ConfirmState {
  request: (ConfirmOptions & { resolve: (ok: boolean) => void }) | null;
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
  settle: (ok: boolean) => void;
}

/** One confirm dialog at a time; a new request cancels (resolves false) the pending one. */
export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  request: null,
  confirm: (options = {}) =>
    new Promise<boolean>((resolve) => {
      get().request?.resolve(false);
      set({ request: { ...options, resolve } });
    }),
  settle: (ok) => {
    get().request?.resolve(ok);
    set({ request: null });
  },
}));

/** Asks the user to confirm; resolves true on OK, false on Cancel or dismissal. */
export function confirmDialog(options?: ConfirmOptions): Promise<boolean> {
  return useConfirmStore.getState().confirm(options);
}
