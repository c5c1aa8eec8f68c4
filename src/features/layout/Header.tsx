'use client';

import { useEffect } from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useParams, usePathname, useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { withFlowReturn } from '@/domain/flow-return';
import { imageSrc } from '@/domain/image';
import { parseServingType, switchAsksReceiveTime, type ServingType } from '@/domain/serving-type';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { useBrand, useBrandName } from '@/ui/brand/BrandProvider';
import { SHORT_LANDSCAPE } from '@/lib/theme';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { useShellStore } from '@/ui/shell/shell-store';
import { useCartCount, useCartHydrated } from '@/features/cart';
import { clearStoredReceiveTimes, useServingType } from '@/features/restaurant-flow';
import { pageKindOf } from './page-kind';
import { useMiniApp } from './use-mini-app';

const MY_MENU_ID = 'my-menu-panel';

// The my-menu drawer is not needed for first paint: its code is fetched the first time it opens.
const MyMenuDrawer = dynamic(() => import('./MyMenuDrawer').then((m) => m.MyMenuDrawer), { ssr: false });

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
  const [servingType, setServingType] = useServingType();
  const restaurantId = useParams<{ restaurantId?: string }>()?.restaurantId ?? null;
  const router = useRouter();
  const setFlowNavigationPending = useShellStore((state) => state.setFlowNavigationPending);
  // A switch to takeout asks for its receive time (domain switchAsksReceiveTime), then comes back here.
  const chooseServingType = (next: ServingType) => {
    const from = servingType;
    setServingType(next);
    if (!restaurantId || !switchAsksReceiveTime(from, next)) return;
    // The page's callback guard sees the receive time go and would replace the route with the callback page,
    // racing this push and losing the way back (issue 16 h): it stands aside until the route changed.
    setFlowNavigationPending(true);
    clearStoredReceiveTimes();
    const here = new URL(window.location.href);
    router.push(
      withFlowReturn(
        `/restaurants/${encodeURIComponent(restaurantId)}/select_receivetime`,
        `${here.pathname}${here.search}`,
      ),
    );
  };
  const setCartOpen = useShellStore((state) => state.setCartOpen);

  // Backstop for navigations not started from the panel (back button …): close once the route changed.
  useEffect(() => setMyMenuOpen(false), [pathname, setMyMenuOpen]);
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
    <AppBar
      position="static"
      color="inherit"
      elevation={1}
      component="header"
      sx={{ [SHORT_LANDSCAPE]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'nowrap' } }}
    >
      <Toolbar sx={{ gap: 1, minHeight: 56, flex: 1, minWidth: 0 }}>
        <IconButton
          edge="start"
          aria-label={t('header.openMyMenu')}
          aria-controls={MY_MENU_ID}
          aria-expanded={myMenuOpen}
          onClick={() => setMyMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* A 48 px high target around the 32 px logo (issue 27 item 10: every control at least 44 × 44 px). */}
          <NextLink
            href="/"
            aria-label={t('header.toTop', { brand: brandName || t('app.name') })}
            style={{
              color: 'inherit',
              textDecoration: 'none',
              display: 'inline-flex',
              alignItems: 'center',
              maxWidth: '100%',
              minWidth: 48,
              minHeight: 48,
            }}
          >
            {logo ? (
              <Box component="img" src={logo} alt="" sx={{ height: 32, width: 'auto', display: 'block' }} />
            ) : (
              <Typography component="span" sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
                {brandName || t('app.name')}
              </Typography>
            )}
          </NextLink>
        </Box>
        {options.menuBookButton ? (
          <IconButton aria-label={t('header.menuBook')} onClick={() => dispatchMenuBook('toggle')}>
            <MenuBookIcon />
          </IconButton>
        ) : null}
        {showCart ? (
          <IconButton
            edge="end"
            disabled={!cartReady}
            aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
            onClick={() => setCartOpen(true)}
          >
            <Badge badgeContent={cartCount} color="primary" invisible={cartCount === 0} max={99}>
              <ShoppingCartIcon />
            </Badge>
          </IconButton>
        ) : null}
      </Toolbar>
      {showServingRadios ? (
        <RadioGroup
          row
          aria-label={t('header.servingType')}
          value={servingType}
          onChange={(event) => chooseServingType(parseServingType(event.target.value))}
          sx={{ px: 2, pb: 1, justifyContent: 'center', flexWrap: 'nowrap', [SHORT_LANDSCAPE]: { pb: 0 } }}
        >
          <FormControlLabel value="takeout" control={<Radio />} label={t('header.takeout')} />
          <FormControlLabel value="eat_in" control={<Radio />} label={t('header.eatIn')} />
        </RadioGroup>
      ) : null}
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
    </AppBar>
  );
}
