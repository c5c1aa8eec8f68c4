'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import type { MenuSummary } from '@/api/generated/models';
import { MENU_SELECT_OVERLAY_MS } from '@/domain/constants';
import type { MenuBookMode } from '@/domain/menu-book';
import { menuHref } from '@/domain/menu-links';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useLocalized } from '@/lib/i18n/use-language';
import { closeMenuBook } from './menu-book-store';
import { MenuBookDialog } from './MenuBookDialog';
import type { MenuContext } from './use-menu-context';
import { useMenuPrefetch } from './use-menu-queries';

/**
 * The open menu-book popup (loaded on demand by MenuBookPopup, the first time it opens): its title and tiles, and a
 * tap on a tile: the tile highlighted, a loading overlay for 1000 ms while the menu's data is asked for, then the menu
 * opened and "menu selected" shown.
 */
export function MenuBookPanel({
  restaurantId,
  ctx,
  enabled,
  open,
  mode,
  isMenuViewOnly,
  currentMenuId,
  summaries,
  loadFailed,
  onRetry,
}: {
  restaurantId: string;
  ctx: MenuContext;
  /** False while the page is not allowed yet (callback guard). */
  enabled: boolean;
  open: boolean;
  mode: MenuBookMode;
  isMenuViewOnly: boolean;
  /** The menu of the page (check mark), or null on the menu list. */
  currentMenuId: string | null;
  /** The menus offered, or null while they load. */
  summaries: readonly MenuSummary[] | null;
  loadFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('menus');
  const localized = useLocalized();
  const router = useRouter();
  const prefetchMenu = useMenuPrefetch(restaurantId, ctx, enabled);
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const select = (summary: MenuSummary) => {
    if (pending) return;
    setPending(summary.menuId);
    // The menu is asked for during the overlay's 1000 ms, so its page opens with it.
    prefetchMenu(summary.menuId);
    const name = localized(summary.name, summary.nameLanguages);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(null);
      router.push(menuHref({ ...ctx.link, isMenuViewOnly }, summary.menuId));
      closeMenuBook();
      showSnackbar('menus:menuBook.selected', { values: { name }, announcesNavigation: true });
    }, MENU_SELECT_OVERLAY_MS);
  };

  const title = isMenuViewOnly
    ? t('menuBook.titleViewOnly')
    : t(ctx.servingType === 'eat_in' ? 'menuBook.titleEatIn' : 'menuBook.titleTakeout');

  return (
    <MenuBookDialog
      open={open}
      mode={mode}
      title={title}
      isMenuViewOnly={isMenuViewOnly}
      pending={pending}
      currentMenuId={currentMenuId}
      summaries={summaries}
      loadFailed={loadFailed}
      onRetry={onRetry}
      onSelect={select}
    />
  );
}
