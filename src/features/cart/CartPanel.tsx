'use client';

import Drawer from '@mui/material/Drawer';
import { useRouter } from 'next/navigation';
import { useCallback, useId } from 'react';
import { useOpenAfterMount } from '@/ui/shell/lazy-mount';
import { useShellStore } from '@/ui/shell/shell-store';
import { MAX_CONTENT_WIDTH } from '@/lib/theme';
import { CartPanelContent } from './CartPanelContent';

/**
 * The cart panel sliding in from the right (SPEC 2 "Cart panel", SPEC 4 "Cart"), opened by the shell's cart button.
 * Loaded on demand by the app shell (`LazyCartPanel`) the first time the cart opens; the stored cart itself is read
 * on first load by the shell's eager `CartHydrator` (header badge), so this panel only reads the store.
 * The drawer (modal, focus trap, slide) reads only whether the cart is open: a cart change re-renders the content
 * (`CartPanelContent`), not the drawer around it (issue 15).
 */
export function CartPanel() {
  const router = useRouter();
  const titleId = useId();
  const open = useOpenAfterMount(useShellStore((state) => state.cartOpen));
  const setCartOpen = useShellStore((state) => state.setCartOpen);
  const close = useCallback(() => setCartOpen(false), [setCartOpen]);
  // Stable (router and store setter are): the memoised lines take it as their edit action.
  const go = useCallback(
    (href: string) => {
      setCartOpen(false);
      router.push(href);
    },
    [router, setCartOpen],
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: '100%', maxWidth: MAX_CONTENT_WIDTH, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <CartPanelContent titleId={titleId} close={close} go={go} />
    </Drawer>
  );
}
