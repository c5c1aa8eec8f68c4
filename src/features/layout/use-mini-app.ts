'use client';

import { useSyncExternalStore } from 'react';
import { appStorage } from '@/lib/browser-storage';
import { useIsLineMiniApp } from '@/features/line-mini-app';

export interface MiniAppState {
  /** Inside the LINE client as a LINE mini app: LIFF started and liff.isInClient() (`@/features/line-mini-app`). */
  isLineMiniApp: boolean;
  /** Inside the payment-service mini app (session flag isDMiniApp, set by the /dmini pages). */
  isDMiniApp: boolean;
}

const subscribe = () => () => undefined;

/** Mini-app flags; both false during the server render and hydration (and LINE's until LIFF started). */
export function useMiniApp(): MiniAppState {
  const isLineMiniApp = useIsLineMiniApp();
  const isDMiniApp = useSyncExternalStore(
    subscribe,
    () => appStorage().get('isDMiniApp'),
    () => false,
  );
  return { isLineMiniApp, isDMiniApp };
}
