'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { LinkPendingBar } from '@/ui/controls/LinkPendingBar';
import { usePrefetchOnIntent } from '@/lib/use-prefetch-on-intent';

/**
 * A menu tile of the menu list: a link to the menu page that asks for the menu's data ahead on intent (a resting
 * hover, a finger landing, keyboard focus), so the page opens with it.
 */
export function MenuTileLink({
  href,
  menuId,
  prefetchMenu,
  children,
}: {
  href: string;
  menuId: string;
  /** Asks for a menu ahead of its page (useMenuPrefetch). */
  prefetchMenu: (menuId: string) => void;
  children: ReactNode;
}) {
  const intent = usePrefetchOnIntent(() => prefetchMenu(menuId));
  return (
    <Box
      component={NextLink}
      href={href}
      {...intent}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'block',
        width: '100%',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'inherit',
        textDecoration: 'none',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      {children}
      <LinkPendingBar />
    </Box>
  );
}
