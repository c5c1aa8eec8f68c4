'use client';

import { useEffect, useState } from 'react';
import { whenBrowserIdle } from '@/lib/browser-idle';

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
  let cancelIdle = () => {};
  const done = () => {
    idle = true;
    run();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      cancelIdle = whenBrowserIdle(done, IDLE_TIMEOUT_MS);
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    cancelIdle();
  };
}

/** False during the server render, hydration and until the page is idle (afterPageIdle); true from then on. */
export function usePageIdle(): boolean {
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => afterPageIdle(() => setPageIdle(true)), []);
  return pageIdle;
}
