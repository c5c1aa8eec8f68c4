'use client';

import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The current time to the minute, for labels that depend on it (menu windows, receive times). Read through an
 * external store instead of `Date.now()` during render, so renders stay pure and the labels move on when the minute
 * changes while the page is open.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
