'use client';

import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import type { MenuSummary } from '@/api/generated/models';
import { MENU_SELECT_OVERLAY_MS } from '@/domain/constants';
import { needsMenuTutorial, showsCloseButton } from '@/domain/menu-book';
import { menuSummariesFor } from '@/domain/menu-catalog';
import { menuHref } from '@/domain/menu-links';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useLocalized } from '@/lib/i18n/use-language';
import { closeMenuBook, dispatchMenuBook, openMenuBookTutorial, useMenuBookMode } from './menu-book-store';
import { MenuTilesSkeleton } from './MenuSkeletons';
import { MenuTileContent } from './MenuTileContent';
import type { MenuContext } from './use-menu-context';
import { useMenuList } from './use-menu-queries';

const TITLE_ID = 'menu-book-title';

/**
 * The menu-book popup (SPEC 2, SPEC 4): the restaurant's menus for the serving type (all menus when view-only) as
 * tiles; closed / open / tutorial (tutorial: the overlay does not close it and there is no close button); closes on
 * every route change; a tap highlights the tile, shows a loading overlay for 1000 ms, navigates to the menu and shows
 * "menu selected". On a menu page whose menu is not offered for the serving type, it opens as the tutorial.
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
  const { t } = useTranslation('menus');
  const localized = useLocalized();
  const router = useRouter();
  const pathname = usePathname();
  const mode = useMenuBookMode();
  const list = useMenuList(restaurantId, ctx, enabled);
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
      if (timer.current) clearTimeout(timer.current);
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

  const select = (summary: MenuSummary) => {
    if (pending) return;
    setPending(summary.menuId);
    const name = localized(summary.name, summary.nameLanguages);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(null);
      router.push(menuHref({ ...ctx.link, isMenuViewOnly }, summary.menuId));
      closeMenuBook();
      showSnackbar('menus:menuBook.selected', { values: { name } });
    }, MENU_SELECT_OVERLAY_MS);
  };

  const open = active && mode !== 'closed';
  const title = isMenuViewOnly
    ? t('menuBook.titleViewOnly')
    : t(ctx.servingType === 'eat_in' ? 'menuBook.titleEatIn' : 'menuBook.titleTakeout');

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (pending) return;
        dispatchMenuBook(reason === 'backdropClick' || reason === 'escapeKeyDown' ? 'overlayClick' : 'close');
      }}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { 'data-mode': mode } as object }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: showsCloseButton(mode) ? 7 : 3 }}>
        {title}
        {isMenuViewOnly ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('menuBook.viewOnlyStatus')}
          </Typography>
        ) : null}
        {mode === 'tutorial' ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('menuBook.tutorialHint')}
          </Typography>
        ) : null}
      </DialogTitle>
      {showsCloseButton(mode) ? (
        <IconButton
          aria-label={t('menuBook.close')}
          onClick={() => dispatchMenuBook('close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent dividers sx={{ position: 'relative', px: 2 }}>
        {list.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('menuBook.retry')}
              </Button>
            }
          >
            {t('menuBook.loadFailed')}
          </Alert>
        ) : summaries === null ? (
          <MenuTilesSkeleton border={2} />
        ) : summaries.length === 0 ? (
          <Typography color="text.secondary">{t('menuList.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {summaries.map((summary) => {
              const highlighted = pending === summary.menuId;
              return (
                <li key={summary.menuId}>
                  <ButtonBase
                    onClick={() => select(summary)}
                    disabled={pending !== null && !highlighted}
                    aria-current={summary.menuId === currentMenuId ? 'page' : undefined}
                    data-highlighted={highlighted || undefined}
                    sx={{
                      width: '100%',
                      p: 1.5,
                      border: 2,
                      borderRadius: 2,
                      borderColor: highlighted ? 'primary.main' : 'divider',
                      bgcolor: highlighted ? 'action.selected' : 'transparent',
                      transition: 'background-color 150ms, border-color 150ms',
                    }}
                  >
                    <MenuTileContent
                      summary={summary}
                      selected={summary.menuId === currentMenuId}
                      selectedLabel={t('menuTile.selected')}
                      isMenuViewOnly={isMenuViewOnly}
                    />
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <Backdrop open={pending !== null} sx={{ position: 'absolute', zIndex: 1, bgcolor: 'rgba(255,255,255,0.7)' }}>
        <CircularProgress aria-label={t('menuBook.loading')} />
      </Backdrop>
    </Dialog>
  );
}
