/**
 * Where the bottom snackbar sits (issue 16 items 6 and 10): above a sticky bottom bar (the cart's order button, the
 * menu pages' cart bar), never over it. The bars keep these heights so the snackbar's offset is known without
 * measuring.
 */
export const BOTTOM_BAR_HEIGHT_PX = 88;

/** The menu pages' cart bar ("カートを見る · 2点 · ￥1,380"), a reserved band at the bottom of the page. */
export const CART_BAR_HEIGHT_PX = 72;

/** The snackbar's distance from the bottom edge: clear of the bottom bar shown (its height; 0 for none). */
export function snackbarBottomPx(bottomBarHeight: number): number {
  return bottomBarHeight + 8;
}
