'use client';

import { preloadApiClient } from '@/api/http-client';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { menuSummariesFor } from '@/domain/menu-catalog';
import { menuHref } from '@/domain/menu-links';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import surfaces from '@/ui/controls/surfaces.module.css';
import { useLocalized } from '@/lib/i18n/use-language';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { CartBar } from '@/features/cart';
import { HeldCouponBanner } from '@/features/coupons';
import { readLastMenuId } from './last-menu';
import { Bone } from '@/ui/controls/Bone';
import { MenuBookPopup } from './MenuBookPopup';
import { MenuTilesSkeleton } from './MenuTilesSkeleton';
import { MenuTileContent } from './MenuTileContent';
import { MenuTileLink } from './MenuTileLink';
import { ReceiveTimeLine } from './ReceiveTimeLine';
import { useCallbackGuard } from './use-callback-guard';
import { useMenuContext } from './use-menu-context';
import { useMenuList, useMenuPrefetch } from './use-menu-queries';
import styles from './MenuListScreen.module.css';

// Decision (issue 29, ADR 0009): the view-only note and the no-takeout-today warning (their message box) are fetched
// only when shown: the mode is known after storage was read, so the server renders neither.
const ViewOnlyNote = dynamic(() => import('./ViewOnlyNote').then((m) => m.ViewOnlyNote));
const NoTakeoutTodayNote = dynamic(() => import('./NoTakeoutTodayNote').then((m) => m.NoTakeoutTodayNote));

// This screen asks for the menu list as it opens (issue 15: api/http-client.ts).
preloadApiClient();

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
      {/* Issue 29 (ADR 0026): plain elements styled by CSS modules, not MUI's Box and Typography. */}
      <section aria-labelledby="menu-list-title" className={surfaces.page}>
        {shell}
        {restaurantName ? (
          <p className={styles.restaurant}>{restaurantName}</p>
        ) : restaurant.isPending ? (
          <span className={styles.line}>
            <Bone variant="text" width="40%" />
          </span>
        ) : null}
        <h1 id="menu-list-title" className={`${surfaces.title} ${styles.heading}`}>
          {heading}
        </h1>
        {/* Decision: the receive-time line keeps one line's height in every state and mode (empty for eat-in and
          view-only), because the mode is known only after storage was read: the tiles below never move. */}
        <div className={styles.receiveLine}>
          {ctx.ready && !isMenuViewOnly && ctx.servingType === 'takeout' ? (
            <ReceiveTimeLine restaurantId={restaurantId} />
          ) : null}
        </div>
        <div className={styles.notes}>
          {isMenuViewOnly ? <ViewOnlyNote /> : null}
          <HeldCouponBanner />
          {list.data && !isMenuViewOnly && ctx.servingType === 'takeout' && !list.data.isTodayTakeout ? (
            <NoTakeoutTodayNote restaurantId={restaurantId} />
          ) : null}
        </div>
        {summaries === null ? (
          <MenuTilesSkeleton />
        ) : summaries.length === 0 ? (
          <p className={styles.empty}>{t('menuList.empty')}</p>
        ) : (
          <ul aria-labelledby="menu-list-title" className={styles.tiles}>
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
          </ul>
        )}
        <MenuBookPopup restaurantId={restaurantId} ctx={ctx} currentMenuId={null} enabled={allowed} />
      </section>
      <CartBar enabled={!isMenuViewOnly} />
    </>
  );
}
