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
  show: (active: ActiveCouponDialog) => void;
  reset: () => void;
}

export const useCouponDialogStore = create<CouponDialogState>()((set) => ({
  active: null,
  show: (active) => set({ active }),
  reset: () => set({ active: null }),
}));

/** Closes any coupon dialog (SPEC 2: "/ … also resets coupon dialogs"). */
export function resetCouponDialogs(): void {
  useCouponDialogStore.getState().reset();
}
