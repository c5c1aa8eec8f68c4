'use client';

import dynamic from 'next/dynamic';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { ItemCloseBar } from './ItemCloseBar';
import { useItemScreen, type ItemScreenProps } from './use-item-screen';
import styles from './ItemScreen.module.css';

// Decision (issue 29): opened directly, the item page has its item in the first HTML (src/server/prefetch.server.ts),
// so its skeleton is loaded only when it shows: editing a line before the cart is read, or a client navigation to the
// page (the sheet over the menu page keeps it in its loading frame).
const ItemSkeleton = dynamic(() => import('./ItemSkeleton').then((m) => m.ItemSkeleton));

/**
 * The item detail (SPEC 2) opened directly, on its own page: close goes to the restaurant's menus page. It has none
 * of the sheet's code (drawer, modal, focus trap: `ItemSheet`), which only the menu page's item taps need.
 */
export function ItemPage(props: ItemScreenProps) {
  const { content, titleId, close } = useItemScreen(props, 'page', <ItemSkeleton />);
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <ShellOptions menuBookButton />
      <ItemCloseBar onClose={close} />
      {content}
    </article>
  );
}
