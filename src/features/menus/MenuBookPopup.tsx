'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { needsMenuTutorial } from '@/domain/menu-book';
import { menuSummariesFor } from '@/domain/menu-catalog';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { dispatchMenuBook, openMenuBookTutorial, useMenuBookMode } from './menu-book-store';
import type { MenuContext } from './use-menu-context';
import { useMenuList } from './use-menu-queries';

// Decision (issue 15, issue 29): the open popup (its title, the tap on a tile and its dialog: MUI Dialog, Modal, focus
// trap, backdrop) is fetched the first time the popup opens; the popup's rules (route changes close it, the tutorial
// on a menu not offered) run from the start.
const MenuBookPanel = dynamic(() => import('./MenuBookPanel').then((m) => m.MenuBookPanel), { ssr: false });

/**
 * The menu-book popup (SPEC 2, SPEC 4): the restaurant's menus for the serving type (all menus when view-only) as
 * tiles; closed / open / tutorial (tutorial: the overlay does not close it and there is no close button); closes on
 * every route change; a tap highlights the tile, shows a loading overlay for 1000 ms (the menu's data is asked for
 * meanwhile), navigates to the menu and shows "menu selected". On a menu page whose menu is not offered for the
 * serving type, it opens as the tutorial.
 */
export function MenuBookPopup({
  restaurantId,
  ctx,
  currentMenuId,
  enabled,
}: {
  restaurantId: string;
  ctx: MenuContext;
  /** The menu of the page (check mark), or null on the menu list. */
  currentMenuId: string | null;
  /** False while the page is not allowed yet (callback guard). */
  enabled: boolean;
}) {
  const pathname = usePathname();
  const mode = useMenuBookMode();
  const list = useMenuList(restaurantId, ctx, enabled);
  const lastPath = useRef(pathname);
  const tutorialFor = useRef<string | null>(null);

  const isMenuViewOnly = ctx.isMenuViewOnly || list.data?.isMenuViewOnly === true;
  const summaries = list.data ? menuSummariesFor(list.data, ctx.servingType, isMenuViewOnly) : null;
  const offeredIds = summaries?.map((summary) => summary.menuId).join(' ') ?? null;

  // Every route change closes the popup: a change of address under this page (the item sheet) or leaving the page.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    dispatchMenuBook('routeChange');
  }, [pathname]);

  // A popup of a page just entered never shows a state left open by the page before (the store outlives pages).
  const [active, setActive] = useState(false);
  useEffect(() => {
    dispatchMenuBook('routeChange');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shown only after the store was reset for this page
    setActive(true);
    return () => {
      tutorialFor.current = null;
      dispatchMenuBook('routeChange');
    };
  }, []);

  // A menu page whose menu is not offered for this serving type asks for a choice (tutorial), once per menu and type.
  useEffect(() => {
    if (!currentMenuId || offeredIds === null) return;
    const key = `${currentMenuId} ${ctx.servingType}`;
    if (tutorialFor.current === key) return;
    tutorialFor.current = key;
    if (needsMenuTutorial({ isMenuViewOnly, currentMenuId, offeredMenuIds: offeredIds ? offeredIds.split(' ') : [] })) {
      openMenuBookTutorial();
    }
  }, [currentMenuId, offeredIds, ctx.servingType, isMenuViewOnly]);

  const open = active && mode !== 'closed';
  const mounted = useMountOnce(open);
  return mounted ? (
    <MenuBookPanel
      restaurantId={restaurantId}
      ctx={ctx}
      enabled={enabled}
      open={open}
      mode={mode}
      isMenuViewOnly={isMenuViewOnly}
      currentMenuId={currentMenuId}
      summaries={summaries}
      loadFailed={Boolean(list.error)}
      onRetry={() => void list.refetch()}
    />
  ) : null;
}
