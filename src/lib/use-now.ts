'use client';

import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
}

/** A time to the minute. */
export const toMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

const currentMinute = () => toMinute(Date.now());

const ServerNowContext = createContext<number | null>(null);

/**
 * The minute the server rendered the page in (`at`), for `useNow` during the server render and hydration: labels that
 * depend on the time (an item's "orderable from", a menu's window) then hydrate with the very text the server wrote,
 * whatever the phone's clock says (a minute later, or the tests' fixed clock), and move on to the phone's own time
 * right after. Without it a label that differed made React throw the server's HTML away and render it all again.
 */
export function ServerNowProvider({ at, children }: { at: number; children: ReactNode }) {
  return createElement(ServerNowContext.Provider, { value: toMinute(at) }, children);
}

/**
 * The current time to the minute, for labels that depend on it (menu windows, receive times). Read through an
 * external store instead of `Date.now()` during render, so renders stay pure and the labels move on when the minute
 * changes while the page is open; during the server render and hydration it is the server's minute (ServerNowProvider).
 */
export function useNow(): number {
  const serverNow = useContext(ServerNowContext);
  return useSyncExternalStore(subscribe, currentMinute, () => serverNow ?? currentMinute());
}
