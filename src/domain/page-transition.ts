import type { PageKind } from './page-kind';

/** Page transitions (SPEC 9 "Page transitions 300 ms by default"). */
export const PAGE_TRANSITION_MS = 300;

// Decision: a page transition plays when the address's path changes in the app (not on the first load, and not for a
// change of the query alone: a filter or the serving type on the same page). The item sheet opens and closes over its
// menu with the modal transition of its own (SPEC 9 "Modal transition 300 ms"), so a change to or from an item is no
// page transition. The new page fades in (opacity only: a transform would make the fixed bars inside the page, the
// cart bar and the order banner, move with it), and a customer who asked for reduced motion gets none.
/** Whether going from one path to another plays the page transition. */
export function playsPageTransition(
  from: { path: string; kind: PageKind },
  to: { path: string; kind: PageKind },
): boolean {
  if (from.path === to.path) return false;
  return from.kind !== 'ItemDetail' && to.kind !== 'ItemDetail';
}

/** The keyframes of the page transition: the new page fades in. */
export const PAGE_TRANSITION_KEYFRAMES: readonly Record<string, number>[] = [{ opacity: 0 }, { opacity: 1 }];
