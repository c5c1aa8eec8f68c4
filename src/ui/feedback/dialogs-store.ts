import { create } from 'zustand';

/** Shared modals of SPEC 2 "Other modals", opened from anywhere (API error handling, coupon flow …). */
export type SharedDialog =
  | { kind: 'forcedLogout' }
  | { kind: 'cardExpired'; myPageUrl?: string | null }
  | { kind: 'outOfTime'; restaurantId?: string | null; returnTo?: 'order' }
  | { kind: 'login'; returnUrl?: string };

interface DialogsState {
  dialog: SharedDialog | null;
  open: (dialog: SharedDialog) => void;
  close: () => void;
}

export const useDialogsStore = create<DialogsState>()((set) => ({
  dialog: null,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
}));

export function openSharedDialog(dialog: SharedDialog): void {
  useDialogsStore.getState().open(dialog);
}
