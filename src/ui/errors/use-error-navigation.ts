'use client';

import { useCallback } from 'react';
import { useParams, useRouter } from 'next/navigation';
import { useShellStore } from '@/ui/shell/shell-store';
import { canGoBackInApp } from '@/domain/navigation';
import { internalHref } from '@/domain/return-url';
import { errorNavigation, type ErrorAction } from './error-navigation';

// history.length when the app's script first ran in this document (see canGoBackInApp).
const initialHistoryLength = typeof window === 'undefined' ? 0 : window.history.length;

function backStaysInApp(): boolean {
  return canGoBackInApp({
    historyLength: window.history.length,
    initialHistoryLength,
    referrer: document.referrer,
    origin: window.location.origin,
  });
}

/** Runs an error action for the restaurant in the route (or the one given). `onClose` handles 'close'. */
export function useRunErrorAction(): (
  action: ErrorAction,
  options?: { restaurantId?: string | null; onClose?: () => void },
) => void {
  const router = useRouter();
  const params = useParams<{ restaurantId?: string }>();
  const setCartOpen = useShellStore((state) => state.setCartOpen);
  return useCallback(
    (action, { restaurantId = params?.restaurantId ?? null, onClose } = {}) => {
      const target = errorNavigation(action, restaurantId);
      onClose?.();
      switch (target.type) {
        case 'close':
          return;
        case 'back':
          if (backStaysInApp()) router.back();
          else router.push('/');
          return;
        case 'openCart':
          if (target.href) router.push(internalHref(target.href));
          setCartOpen(true);
          return;
        case 'navigate':
          router.push(internalHref(target.href));
      }
    },
    [router, params?.restaurantId, setCartOpen],
  );
}
