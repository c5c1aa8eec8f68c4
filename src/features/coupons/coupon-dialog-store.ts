import { create } from 'zustand';
import type { CouponDialog } from '@/domain/coupon';
import type { CouponView } from './coupon-view';

/** The coupon dialog on screen (SPEC 2 "Coupon dialogs"), with the coupon it is about when one was fetched. */
export interface ActiveCouponDialog {
  readonly dialog: CouponDialog;
  readonly view: CouponView | null;
}

interface CouponDialogState {
  active: ActiveCouponDialog | null;
  /** Counts the coupons the flow stored or removed, so screens that read the held coupon read it again. */
  heldVersion: number;
  show: (active: ActiveCouponDialog) => void;
  reset: () => void;
  heldChanged: () => void;
}

export const useCouponDialogStore = create<CouponDialogState>()((set) => ({
  active: null,
  heldVersion: 0,
  show: (active) => set({ active }),
  reset: () => set({ active: null }),
  heldChanged: () => set((state) => ({ heldVersion: state.heldVersion + 1 })),
}));

/** Changes whenever the coupon flow stored or removed a coupon (re-read `coupon_id` / `coupon_code` then). */
export function useHeldCouponVersion(): number {
  return useCouponDialogStore((state) => state.heldVersion);
}

/** Closes any coupon dialog (SPEC 2: "/ … also resets coupon dialogs"). */
export function resetCouponDialogs(): void {
  useCouponDialogStore.getState().reset();
}
