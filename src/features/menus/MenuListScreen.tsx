'use client';

import { preloadApiClient } from '@/api/http-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { menuSummariesFor } from '@/domain/menu-catalog';
import { menuHref } from '@/domain/menu-links';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { useLocalized } from '@/lib/i18n/use-language';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { CartBar } from '@/features/cart';
import { HeldCouponBanner } from '@/features/coupons';
import { readLastMenuId } from './last-menu';
import { Bone } from '@/ui/controls/Bone';
import { MenuBookPopup } from './MenuBookPopup';
import { MenuTilesSkeleton } from './MenuSkeletons';
import { MenuTileContent } from './MenuTileContent';
import { MenuTileLink } from './MenuTileLink';
import { ReceiveTimeLine } from './ReceiveTimeLine';
import { useCallbackGuard } from './use-callback-guard';
import { useMenuContext } from './use-menu-context';
import { useMenuList, useMenuPrefetch } from './use-menu-queries';

// Decision (issue 29, ADR 0009): the view-only note and the no-takeout-today warning (their message box) are fetched
// only when shown: the mode is known after storage was read, so the server renders neither.
const ViewOnlyNote = dynamic(() => import('./ViewOnlyNote').then((m) => m.ViewOnlyNote));
const NoTakeoutTodayNote = dynamic(() => import('./NoTakeoutTodayNote').then((m) => m.NoTakeoutTodayNote));

// This screen asks for the menu list as it opens (issue 15: api/http-client.ts).
preloadApiClient();

/** One body2 line (0.875rem × 1.43), the receive-time line's height. */
const RECEIVE_LINE_HEIGHT = '1.25rem';

/**
 * `/restaurants/{id}/menus` (page kind Menus): the menus offered for the current serving type (all menus when view-only),
 * each a tile to its menu page. Guarded: without a receive time (and not view-only) it goes to the callback page.
 * Loading, guarded and loaded states share one layout (restaurant name line, title, receive-time line, tiles), so
 * nothing moves when storage is read and the data arrives (issue 15).
 */
export function MenuListScreen({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menus');
  const localized = useLocalized();
  const guard = useCallbackGuard(restaurantId, 'Menus');
  const ctx = useMenuContext(restaurantId);
  const allowed = guard === 'allowed';
  const list = useMenuList(restaurantId, ctx, allowed);
  const prefetchMenu = useMenuPrefetch(restaurantId, ctx, allowed);
  const restaurant = useRestaurantQuery(restaurantId, { enabled: allowed });

  const isMenuViewOnly = ctx.isMenuViewOnly || list.data?.isMenuViewOnly === true;
  const shell = <ShellOptions menuBookButton servingTypeRadios={!isMenuViewOnly} />;

  if (list.error) {
    return (
      <>
        {shell}
        <ApiErrorView endpoint="getMenus" code={toApiFailure(list.error).code} />
      </>
    );
  }

  const summaries = list.data ? menuSummariesFor(list.data, ctx.servingType, isMenuViewOnly) : null;
  const lastMenuId = ctx.ready ? readLastMenuId(restaurantId, ctx.servingType) : null;
  const restaurantName = restaurant.data ? localized(restaurant.data.name, restaurant.data.nameLanguages) : null;
  const heading = isMenuViewOnly
    ? t('menuList.titleViewOnly')
    : t(ctx.servingType === 'eat_in' ? 'menuList.titleEatIn' : 'menuList.titleTakeout');

  return (
    <>
      <Box component="section" aria-labelledby="menu-list-title" sx={{ px: 2, py: 3 }}>
        {shell}
        {restaurantName ? (
          <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
            {restaurantName}
          </Typography>
        ) : restaurant.isPending ? (
          <Typography component="span" sx={{ display: 'block' }}>
            <Bone variant="text" width="40%" />
          </Typography>
        ) : null}
        <Typography id="menu-list-title" variant="h1" component="h1" gutterBottom>
          {heading}
        </Typography>
        {/* Decision: the receive-time line keeps one line's height in every state and mode (empty for eat-in and
          view-only), because the mode is known only after storage was read: the tiles below never move. */}
        <Box sx={{ minHeight: RECEIVE_LINE_HEIGHT }}>
          {ctx.ready && !isMenuViewOnly && ctx.servingType === 'takeout' ? (
            <ReceiveTimeLine restaurantId={restaurantId} />
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, my: 2 }}>
          {isMenuViewOnly ? <ViewOnlyNote /> : null}
          <HeldCouponBanner />
          {list.data && !isMenuViewOnly && ctx.servingType === 'takeout' && !list.data.isTodayTakeout ? (
            <NoTakeoutTodayNote restaurantId={restaurantId} />
          ) : null}
        </Box>
        {summaries === null ? (
          <MenuTilesSkeleton />
        ) : summaries.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {t('menuList.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="menu-list-title"
            sx={{ display: 'grid', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
          >
            {summaries.map((summary) => (
              <li key={summary.menuId}>
                <MenuTileLink
                  href={menuHref({ ...ctx.link, isMenuViewOnly }, summary.menuId)}
                  menuId={summary.menuId}
                  prefetchMenu={prefetchMenu}
                >
                  <MenuTileContent
                    summary={summary}
                    selected={summary.menuId === lastMenuId && !isMenuViewOnly}
                    selectedLabel={t('menuTile.lastChosen')}
                    isMenuViewOnly={isMenuViewOnly}
                  />
                </MenuTileLink>
              </li>
            ))}
          </Box>
        )}
        <MenuBookPopup restaurantId={restaurantId} ctx={ctx} currentMenuId={null} enabled={allowed} />
      </Box>
      <CartBar enabled={!isMenuViewOnly} />
    </>
  );
}
