/**
 * Where the bottom snackbar sits (issue 16 item 6): above a sticky bottom bar (the cart's order button), never over
 * it. The bar keeps this height so the snackbar's offset is known without measuring.
 */
export const BOTTOM_BAR_HEIGHT_PX = 88;

/** The snackbar's distance from the bottom edge: clear of the bottom bar while one is shown. */
export function snackbarBottomPx(bottomBarShown: boolean): number {
  return bottomBarShown ? BOTTOM_BAR_HEIGHT_PX + 8 : 8;
}
