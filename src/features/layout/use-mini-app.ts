'use client';

import { useSyncExternalStore } from 'react';
import { appStorage } from '@/lib/browser-storage';

export interface MiniAppState {
  /** Inside the messaging app's in-app browser (LINE mini app / LIFF). */
  isLineMiniApp: boolean;
  /** Inside the payment-service mini app (session flag isDMiniApp, set by the /dmini pages). */
  isDMiniApp: boolean;
}

// Decision: the messaging client is recognised by its user agent (" Line/<version>"), like LIFF's own isInClient;
// the LIFF SDK itself is loaded on demand by the mini-app issue.
/** True for the messaging app's in-app browser user agent. */
export function isLineUserAgent(userAgent: string): boolean {
  return /\bLine\/\d/i.test(userAgent);
}

const SERVER: MiniAppState = { isLineMiniApp: false, isDMiniApp: false };
let cached: MiniAppState = SERVER;

function snapshot(): MiniAppState {
  const next = { isLineMiniApp: isLineUserAgent(navigator.userAgent), isDMiniApp: appStorage().get('isDMiniApp') };
  if (next.isLineMiniApp !== cached.isLineMiniApp || next.isDMiniApp !== cached.isDMiniApp) cached = next;
  return cached;
}

const subscribe = () => () => undefined;

/** Mini-app flags; both false during the server render and hydration. */
export function useMiniApp(): MiniAppState {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER);
}
