'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { usePathname } from 'next/navigation';
import { pageKindOf } from '@/domain/page-kind';
import { PAGE_TRANSITION_KEYFRAMES, PAGE_TRANSITION_MS, playsPageTransition } from '@/domain/page-transition';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * SPEC 9 "Page transitions 300 ms by default": when the path changes in the app (domain playsPageTransition), the
 * element (the shell's main area) plays the page transition. Nothing on the first load or with reduced motion.
 */
export function usePageTransition(ref: RefObject<HTMLElement | null>): void {
  const pathname = usePathname() ?? '/';
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const element = ref.current;
    if (from === null || !element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.(REDUCED_MOTION).matches) return;
    const plays = playsPageTransition(
      { path: from, kind: pageKindOf(from) },
      { path: pathname, kind: pageKindOf(pathname) },
    );
    if (plays) element.animate([...PAGE_TRANSITION_KEYFRAMES], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
  }, [pathname, ref]);
}
