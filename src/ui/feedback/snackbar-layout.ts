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
// telling the shell its height: any fixed or sticky bar of less than half the screen's height whose bottom is near the
// bottom edge counts, whichever screen (or sheet, or panel) put it there.
/**
 * How far above the bottom edge a docked bar may end. A sticky bar rides up with the end of its container as the
 * footer scrolls into view (the menu pages' cart bar), so its bottom leaves the edge: up to this far it still counts
 * and the snackbar sits above it, not over it (the e2e fixed-bars suite caught a tap on the bar landing on the
 * message); further up, the snackbar (its 8 px gap and a message of two lines) fits under it.
 */
export const DOCK_REACH_PX = 96;
/** The distance between the points looked at, upwards from the bottom edge: less than any bar's height. */
const PROBE_STEP_PX = 16;

/** The top of the fixed or sticky bar painted at (centre, `y`) and ending within DOCK_REACH_PX of the bottom. */
function dockedBarTop(own: Element | null, y: number, height: number): number | null {
  const topmost = document.elementsFromPoint(window.innerWidth / 2, y).find((element) => !own?.contains(element));
  for (let node = topmost ?? null; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position !== 'fixed' && position !== 'sticky') continue;
    const box = node.getBoundingClientRect();
    if (box.height < height / 2 && box.bottom >= height - DOCK_REACH_PX) return box.top;
  }
  return null;
}

/**
 * How far above the bottom edge of the screen the bar docked there reaches (0 for none): the elements painted at the
 * bottom centre and a few points above it (leaving out `own`, the snackbar) and their ancestors are searched for a
 * fixed or sticky box.
 */
export function bottomBarHeight(own: Element | null): number {
  const height = window.innerHeight;
  if (typeof document.elementsFromPoint !== 'function') return 0;
  for (let lift = 1; lift <= DOCK_REACH_PX; lift += PROBE_STEP_PX) {
    const top = dockedBarTop(own, height - lift, height);
    if (top !== null) return Math.max(0, height - top);
  }
  return 0;
}
