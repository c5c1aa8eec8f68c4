'use client';

import { useEffect, useState } from 'react';

// Decision (issue 29): code no first paint and no first tap needs (the telemetry queue and Web Vitals, the mock's dev
// kit) waits until the page has loaded, then this long, then an idle moment of the browser (at most IDLE_TIMEOUT_MS
// more): it does not compete with the page's own scripts, data and images on a slow phone.
export const AFTER_LOAD_MS = 1500;
export const IDLE_TIMEOUT_MS = 2000;

let idle = false;

/** Runs `run` once the page is idle (at once if it already was); returns a function that cancels it. */
export function afterPageIdle(run: () => void): () => void {
  if (idle) {
    run();
    return () => undefined;
  }
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleId: number | undefined;
  const done = () => {
    idle = true;
    if (!cancelled) run();
  };
  const wait = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      } else done();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}

/** False during the server render, hydration and until the page is idle (afterPageIdle); true from then on. */
export function usePageIdle(): boolean {
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => afterPageIdle(() => setPageIdle(true)), []);
  return pageIdle;
}
