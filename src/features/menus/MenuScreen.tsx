'use client';

import { preloadApiClient } from '@/api/http-client';
import { memo, useEffect, useMemo } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import type { Menu } from '@/api/generated/models';
import { IMAGE_SIZES } from '@/domain/constants';
import { isListedItem } from '@/domain/menu-catalog';
import { itemHref, type MenuLinkContext } from '@/domain/menu-links';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import surfaces from '@/ui/controls/surfaces.module.css';
import { useLocalized } from '@/lib/i18n/use-language';
import { CartBar } from '@/features/cart';
import { HeldCouponBanner } from '@/features/coupons';
import { CategoryTabs, categorySectionId } from './CategoryTabs';
import { storeLastMenu } from './last-menu';
import { MenuBookPopup } from './MenuBookPopup';
import { MenuImage } from './MenuImage';
import { MenuItemCard } from './MenuItemCard';
import { MenuTag } from './MenuTag';
import tagStyles from './MenuTag.module.css';
import { useMenuItemPrefetch } from './menu-item-query';
import { MenuPageSkeleton } from './MenuPageSkeleton';
import { MenuTileTime } from './MenuTileTime';
import { useCallbackGuard } from './use-callback-guard';
import { useMenuContext } from './use-menu-context';
import { useMenu } from './use-menu-queries';
import styles from './MenuScreen.module.css';

// Decision (issue 29, ADR 0009): the view-only note (its message box) is fetched only on a view-only menu.
const ViewOnlyNote = dynamic(() => import('./ViewOnlyNote').then((m) => m.ViewOnlyNote));

// This screen asks for the menu list and the menu as it opens (issue 15: api/http-client.ts).
preloadApiClient();

/**
 * `/restaurants/{id}/menus/{menuId}` (page kind RestaurantTop): the menu's categories and items, each linking to the
 * item (opened as a sheet over this page). View-only: a note, no serving type sent, no eating_location carried. The
 * menu shown is remembered per restaurant and serving type (storage lastSelectedMenu).
 */
export function MenuScreen({ restaurantId, menuId }: { restaurantId: string; menuId: string }) {
  const guard = useCallbackGuard(restaurantId, 'RestaurantTop');
  const ctx = useMenuContext(restaurantId);
  const allowed = guard === 'allowed';
  const menu = useMenu(restaurantId, menuId, ctx, allowed);
  const prefetchItem = useMenuItemPrefetch(restaurantId, menuId, allowed);
  const isMenuViewOnly = ctx.isMenuViewOnly || menu.data?.isMenuViewOnly === true;
  const loaded = menu.data !== undefined;
  // One link context per value: the menu's content (memo) does not render again when the page's stored choices are
  // read right after hydration and come out the same (issue 15, Total Blocking Time).
  const link = useMemo(
    () => ({ restaurantId, servingType: ctx.servingType, isMenuViewOnly }),
    [restaurantId, ctx.servingType, isMenuViewOnly],
  );

  useEffect(() => {
    if (loaded && !isMenuViewOnly) storeLastMenu(restaurantId, ctx.servingType, menuId);
  }, [loaded, isMenuViewOnly, restaurantId, ctx.servingType, menuId]);

  return (
    <>
      <ShellOptions menuBookButton servingTypeRadios={!isMenuViewOnly} />
      {menu.error ? (
        <ApiErrorView endpoint="getMenu" code={toApiFailure(menu.error).code} />
      ) : menu.data ? (
        <MenuContent
          menu={menu.data}
          link={link}
          receiveTime={ctx.menuParams.receiveTime ?? null}
          prefetchItem={prefetchItem}
        />
      ) : (
        <MenuPageSkeleton />
      )}
      <MenuBookPopup restaurantId={restaurantId} ctx={ctx} currentMenuId={menuId} enabled={allowed} />
      <CartBar enabled={!isMenuViewOnly} />
    </>
  );
}

const MenuContent = memo(function MenuContent({
  menu,
  link,
  receiveTime,
  prefetchItem,
}: {
  menu: Menu;
  link: MenuLinkContext;
  receiveTime: string | null;
  prefetchItem: (itemId: string) => void;
}) {
  const { t } = useTranslation('menus');
  const localized = useLocalized();
  const categories = useMemo(
    () =>
      menu.categories
        .map((category) => ({ ...category, items: category.items.filter(isListedItem) }))
        .filter((category) => category.items.length > 0),
    [menu.categories],
  );
  const tabs = useMemo(
    () =>
      categories.map((category) => ({
        id: category.categoryId,
        name: localized(category.name, category.nameLanguages),
      })),
    [categories, localized],
  );
  const description = menu.description ? localized(menu.description, menu.descriptionLanguages) : '';

  // Issue 29 (ADR 0026): plain elements styled by CSS modules, not MUI's Box and Typography.
  return (
    <article aria-labelledby="menu-title" className={styles.article}>
      <MenuImage
        src={menu.imageUrl}
        kind="menuDetail"
        alt=""
        width={600}
        height={IMAGE_SIZES.menuDetail}
        fluid
        eager
        radius={0}
        placeholder={false}
      />
      <div className={styles.body}>
        <h1 id="menu-title" className={surfaces.title}>
          {localized(menu.name, menu.nameLanguages)}
        </h1>
        <MenuTileTime summary={menu} />
        {!link.isMenuViewOnly && menu.menuAvailability !== 'Available' ? (
          <MenuTag variant="outlined" className={tagStyles.below}>
            {t(menu.menuAvailability === 'Disabled' ? 'menuTile.disabled' : 'menuTile.outOfOrderTime')}
          </MenuTag>
        ) : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        {link.isMenuViewOnly ? (
          <div className={styles.note}>
            <ViewOnlyNote />
          </div>
        ) : null}
        <HeldCouponBanner className={styles.coupon} />
        {categories.length > 1 ? <CategoryTabs categories={tabs} /> : null}
        {categories.length === 0 ? <p className={styles.empty}>{t('menuPage.empty')}</p> : null}
        {categories.map((category) => (
          <section
            key={category.categoryId}
            id={categorySectionId(category.categoryId)}
            aria-labelledby={`category-title-${category.categoryId}`}
            className={styles.section}
          >
            <h2 id={`category-title-${category.categoryId}`} className={styles.categoryTitle}>
              {localized(category.name, category.nameLanguages)}
            </h2>
            <ul className={styles.items}>
              {category.items.map((item) => (
                <li key={item.itemId}>
                  <MenuItemCard
                    item={item}
                    href={itemHref(link, menu.menuId, item.itemId)}
                    receiveTime={receiveTime}
                    prefetchItem={prefetchItem}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
});
