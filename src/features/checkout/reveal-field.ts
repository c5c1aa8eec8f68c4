'use client';

/**
 * Scrolls an element to the middle of the screen (clear of the fixed order bar) and focuses it, without the browser's
 * own focus scroll putting it under that bar. Does nothing when the element is not on the page.
 */
export function revealAndFocus(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}
