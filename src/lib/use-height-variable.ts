'use client';

import { useLayoutEffect, useRef } from 'react';

/** The CSS variable holding the sticky app header's height (sticky bars below it use `top: var(...)`). */
export const HEADER_HEIGHT_VAR = '--app-header-height';

/** The CSS variable holding the height of the orders-in-progress banner docked at the bottom (0 when none shows). */
export const ORDER_BANNER_HEIGHT_VAR = '--order-banner-height';

/**
 * Publishes an element's rendered height as a CSS variable on the document root, kept up to date while it resizes,
 * so elements sticking below it (the menu's category tabs) sit exactly under it.
 */
export function useHeightVariable<T extends HTMLElement>(name: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${element.getBoundingClientRect().height}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(name);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [name]);
  return ref;
}
