'use client';

import { useCallback } from 'react';
import { useParams, useRouter } from 'next/navigation';
import { useShellStore } from '@/features/layout/shell-store';
import { errorNavigation, type ErrorAction } from './error-navigation';

/** Runs an error action for the restaurant in the route (or the one given). `onClose` handles 'close'. */
export function useRunErrorAction(): (action: ErrorAction, options?: { restaurantId?: string | null; onClose?: () => void }) => void {
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
          if (window.history.length > 1) router.back();
          else router.push('/');
          return;
        case 'openCart':
          if (target.href) router.push(target.href);
          setCartOpen(true);
          return;
        case 'navigate':
          router.push(target.href);
      }
    },
    [router, params?.restaurantId, setCartOpen],
  );
}
