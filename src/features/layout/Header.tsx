'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '@/domain/image';
import { pageKindOf } from '@/domain/page-kind';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { useBrand, useBrandName } from '@/ui/brand/BrandProvider';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartCount, useCartHydrated } from '@/features/cart';
import { BADGE_MAX, HeaderIcon, MENU_BOOK_ICON, MENU_ICON, SHOPPING_CART_ICON } from './header-parts';
import styles from './Header.module.css';
// Issue 29 (ADR 0028): the serving radios' stylesheets come with the header, so they are inlined into the first HTML
// with the page's own. A stylesheet that only a dynamic import names is written as a render-blocking <link> instead
// (next/dynamic), and the first paint then waits for a request while the scripts arrive and run before it.
import './ServingTypeRadios.module.css';
import '@/ui/controls/RadioOption.module.css';
import { useMiniApp } from './use-mini-app';

const MY_MENU_ID = 'my-menu-panel';

// The my-menu drawer is not needed for first paint: its code is fetched the first time it opens.
const MyMenuDrawer = dynamic(() => import('./MyMenuDrawer').then((m) => m.MyMenuDrawer), { ssr: false });

// The serving radios (MUI Radio, the serving-type and receive-time rules) are only on the menu list and menu pages:
// their code is loaded by the pages that show them (rendered by the server there: no layout shift). After an in-app
// navigation to a menu page, a box of their height holds their place until their code arrived.
const ServingTypeRadios = dynamic(() => import('./ServingTypeRadios').then((m) => m.ServingTypeRadios), {
  loading: () => <div className={styles.servingPlaceholder} />,
});

/** The app header: my-menu drawer, brand, menu-book button (flag), cart button with badge, serving-type radios. */
export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const logo = imageSrc(brand?.logoImageUrl, 'logo');
  const authorized = useIsAuthorized();
  const { isLineMiniApp, isDMiniApp } = useMiniApp();
  const pathname = usePathname();
  const options = useShellStore((state) => state.options);
  const screenDeclared = useShellStore((state) => state.layers.length > 0);
  const dispatchMenuBook = useShellStore((state) => state.dispatchMenuBook);
  const cartCount = useCartCount();
  // Before the stored cart was read (server render, hydration) a tap could not open the cart: not ready yet.
  const cartReady = useCartHydrated();
  const errorPageShown = useShellStore((state) => state.errorPageShown);
  const myMenuOpen = useShellStore((state) => state.myMenuOpen);
  const setMyMenuOpen = useShellStore((state) => state.setMyMenuOpen);
  const myMenuMounted = useMountOnce(myMenuOpen);
  const setCartOpen = useShellStore((state) => state.setCartOpen);

  // Backstop for navigations not started from the panel (back button …): close once the route changed.
  useEffect(() => setMyMenuOpen(false), [pathname, setMyMenuOpen]);
  const setFlowNavigationPending = useShellStore((state) => state.setFlowNavigationPending);
  useEffect(() => setFlowNavigationPending(false), [pathname, setFlowNavigationPending]);

  const brandName = useBrandName();
  const showCart = options.cart && !errorPageShown;
  // Decision: on the menu list and menu pages the serving radios show from the first paint (server render), before
  // the screen declares its options after hydration: the row arriving late pushed the whole page down (layout shift,
  // issue 16 item 7). Once the screen has declared, its choice rules (a view-only menu turns them off).
  const menuPage = ['Menus', 'RestaurantTop'].includes(pageKindOf(pathname ?? '/'));
  // Decision (issue 27 item 2): the bars step aside on an error page: no cart button (SPEC 2) and no serving radios.
  const showServingRadios = (screenDeclared ? options.servingTypeRadios : menuPage) && !errorPageShown;

  return (
    // Decision (issue 27 item 2): the header scrolls away with the page instead of sticking to the top. On the menu
    // page the header, its serving radios, the category tabs, the order banners and the cart bar covered 56 % of a
    // 320×568 screen; now only the category tabs stick (the cart bar below holds the cart), and every screen keeps
    // within a quarter of the screen for fixed bars.
    // Decision: a phone held sideways puts the serving radios beside the toolbar, so the header stays one row (56 px)
    // — within a quarter of a 360–412 px tall screen (issue 16 item 14).
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.start}`}
          aria-label={t('header.openMyMenu')}
          aria-controls={MY_MENU_ID}
          aria-expanded={myMenuOpen}
          onClick={() => setMyMenuOpen(true)}
        >
          <HeaderIcon paths={MENU_ICON} />
        </button>
        <div className={styles.brand}>
          {/* A 48 px high target around the 32 px logo (issue 27 item 10: every control at least 44 × 44 px). */}
          <NextLink
            href="/"
            aria-label={t('header.toTop', { brand: brandName || t('app.name') })}
            className={styles.home}
          >
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- the brand's logo from its own host, 32 px high
              <img src={logo} alt="" className={styles.logo} />
            ) : (
              <span className={styles.brandName}>{brandName || t('app.name')}</span>
            )}
          </NextLink>
        </div>
        {options.menuBookButton ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.menuBook')}
            onClick={() => dispatchMenuBook('toggle')}
          >
            <HeaderIcon paths={MENU_BOOK_ICON} />
          </button>
        ) : null}
        {showCart ? (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.end}`}
            disabled={!cartReady}
            aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
            onClick={() => setCartOpen(true)}
          >
            <span className={styles.badgeFrame}>
              <HeaderIcon paths={SHOPPING_CART_ICON} />
              {cartCount > 0 ? (
                <span className={styles.badgeCount} aria-hidden="true">
                  {cartCount > BADGE_MAX ? `${BADGE_MAX}+` : cartCount}
                </span>
              ) : null}
            </span>
          </button>
        ) : null}
      </div>
      {showServingRadios ? <ServingTypeRadios /> : null}
      {myMenuMounted ? (
        <MyMenuDrawer
          id={MY_MENU_ID}
          open={myMenuOpen}
          onClose={() => setMyMenuOpen(false)}
          authorized={authorized}
          isMiniApp={isLineMiniApp || isDMiniApp}
          brand={brand}
          onNavigate={() => setMyMenuOpen(false)}
        />
      ) : null}
    </header>
  );
}
