/**
 * Where the bottom snackbar sits (issue 16 items 6 and 10, issue 27 item 4): above the bar docked at the bottom of
 * the screen (the cart panel's order button, the menu pages' cart bar, the order form's order bar, the item sheet's
 * add-to-cart bar), never over it: the snackbar's first tap must never be the one meant for the primary action.
 */

/** The cart panel's order button bar. */
export const BOTTOM_BAR_HEIGHT_PX = 88;

/** The gap between the snackbar and the bar it sits above (or the screen's edge). */
export const SNACKBAR_GAP_PX = 8;

// Decision (issue 27 item 4): the snackbar finds the bar below it by looking at the screen rather than by each bar
// telling the shell its height: any fixed or sticky bar of less than half the screen's height that reaches the bottom
// edge at its centre counts, whichever screen (or sheet, or panel) put it there.
/**
 * How far above the bottom edge of the screen the bar docked there reaches (0 for none): the element painted at the
 * bottom centre (leaving out `own`, the snackbar) and its ancestors are searched for a fixed or sticky box.
 */
export function bottomBarHeight(own: Element | null): number {
  const height = window.innerHeight;
  if (typeof document.elementsFromPoint !== 'function') return 0;
  const topmost = document
    .elementsFromPoint(window.innerWidth / 2, height - 1)
    .find((element) => !own?.contains(element));
  for (let node = topmost ?? null; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position !== 'fixed' && position !== 'sticky') continue;
    const box = node.getBoundingClientRect();
    if (box.height < height / 2 && box.bottom >= height - 1) return Math.max(0, height - box.top);
  }
  return 0;
}
