'use client';

import { useMiniAppStore } from '@/lib/stored-state';
import { useIsLineMiniApp } from '@/features/line-mini-app';

export interface MiniAppState {
  /** Inside the LINE client as a LINE mini app: LIFF started and liff.isInClient() (`@/features/line-mini-app`). */
  isLineMiniApp: boolean;
  /** Inside the payment-service mini app (session flag isDMiniApp, set by the /dmini pages). */
  isDMiniApp: boolean;
}

/** Mini-app flags; both false during the server render and hydration (and LINE's until LIFF started). */
export function useMiniApp(): MiniAppState {
  const isLineMiniApp = useIsLineMiniApp();
  const isDMiniApp = useMiniAppStore((state) => state.isDMiniApp) ?? false;
  return { isLineMiniApp, isDMiniApp };
}
