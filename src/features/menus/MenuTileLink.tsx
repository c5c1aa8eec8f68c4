'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { LinkPendingBar } from '@/ui/controls/LinkPendingBar';
import { usePrefetchOnIntent } from '@/lib/use-prefetch-on-intent';
import styles from './MenuTileLink.module.css';

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
    <NextLink href={href} {...intent} className={styles.tile}>
      {children}
      <LinkPendingBar />
    </NextLink>
  );
}
