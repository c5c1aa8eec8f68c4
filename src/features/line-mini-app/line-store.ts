'use client';

import { create } from 'zustand';
import { needsLiff } from '@/domain/line-launch-detect';

/** Where the LIFF start of this page load stands. */
export type LineStatus = 'off' | 'starting' | 'ready' | 'failed';

interface LineState {
  status: LineStatus;
  /** liff.isInClient() after a successful init: the LINE mini-app flag. */
  inClient: boolean;
  /** The LIFF app id this page load runs as. */
  liffId: string | null;
  /** Bumped by a retry: the host starts again. */
  attempt: number;
  /** The LIFF-token login failed with this code (the catalogue copy shows). */
  loginErrorCode: string | null;
}

/**
 * The address this page load started with, read when this module is first evaluated in the browser: before
 * hydration, before any effect can rewrite it (liff.init reads LIFF's own parameters from it).
 */
export const INITIAL_ADDRESS: { pathname: string; search: string } | null =
  typeof window === 'undefined' ? null : { pathname: window.location.pathname, search: window.location.search };

function initialStatus(): LineStatus {
  if (!INITIAL_ADDRESS) return 'off';
  return needsLiff(INITIAL_ADDRESS.search, window.navigator.userAgent) ? 'starting' : 'off';
}

/** The LINE mini-app state of this page load. */
export const useLineStore = create<LineState>()(() => ({
  status: initialStatus(),
  inClient: false,
  liffId: null,
  attempt: 0,
  loginErrorCode: null,
}));

/** Starts LIFF again after a failure. */
export function retryLiff(): void {
  useLineStore.setState((state) => ({ status: 'starting', attempt: state.attempt + 1 }));
}

/** Gives up on LIFF for this page load: the app goes on as an ordinary web visit. */
export function continueWithoutLiff(): void {
  useLineStore.setState({ status: 'off', inClient: false });
}

/** True inside the LINE client once LIFF started (the mini-app flag of the footer and the my-menu panel). */
export function useIsLineMiniApp(): boolean {
  return useLineStore((state) => state.status === 'ready' && state.inClient);
}

/** True while LIFF is starting: nothing may rewrite the address yet (liff.init reads it). */
export function useLiffHoldsAddress(): boolean {
  return useLineStore((state) => state.status === 'starting');
}
