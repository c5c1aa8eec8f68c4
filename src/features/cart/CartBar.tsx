'use client';

import { useTranslation } from 'react-i18next';
import { cartCount } from '@/domain/cart';
import { cartTotal } from '@/domain/money';
import { useShellStore } from '@/ui/shell/shell-store';
import { PathIcon } from '@/ui/controls/PathIcon';
import { useYen } from '@/lib/i18n/use-language';
import { useCart, useCartHydrated } from './cart-store';
import { buttonLook } from '@/ui/controls/button-look';
import { ButtonIcon } from '@/ui/controls/ButtonIcon';
import styles from './CartBar.module.css';

/**
 * The cart bar's band height (one 48 px button, padded). The snackbar finds the bar on the screen (ui/feedback
 * snackbar-layout), so only this bar needs it; kept here, not there, so the menu pages do not load the snackbar's
 * layout code with it (issue 29). Also in CartBar.module.css (the page's scroll padding).
 */
export const CART_BAR_HEIGHT_PX = 64;

/** @mui/icons-material ShoppingBagOutlined's path data. */
const SHOPPING_BAG_ICON =
  'M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m-6-2c1.1 0 2 .9 2 2h-4c0-1.1.9-2 2-2m6 16H6V8h2v2c0 .55.45 1 1 1s1-.45 1-1V8h4v2c0 .55.45 1 1 1s1-.45 1-1V8h2z';

/**
 * The persistent cart bar at the bottom of the menu pages (issue 16 item 10): "カートを見る · 2点 · ￥1,380", opening
 * the cart panel. Its band is reserved whether or not the cart holds anything (and before the stored cart is read),
 * so neither the first paint nor the first add moves anything on the page.
 */
// Decision: the bar shows only while the cart holds items and never on a view-only menu (nothing can be ordered);
// its empty band stays reserved so the page's height does not depend on the cart.
// Decision (issue 27 item 2): the band sticks to the bottom of the screen only while the bar shows (an empty band
// stuck there took the taps meant for the items passing under it), it is 64 px high (one 48 px button), and while it
// shows the browser scrolls a focused control into view above it, not under it (CartBar.module.css). On an error page
// it steps aside. Issue 29 (ADR 0026): the band and its button are plain elements styled by CSS modules, not MUI's
// Box and Button.
export function CartBar({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('cart');
  const yen = useYen();
  const hydrated = useCartHydrated();
  const cart = useCart();
  const count = cartCount(cart);
  const errorPageShown = useShellStore((state) => state.errorPageShown);
  const shown = enabled && hydrated && count > 0 && !errorPageShown;
  const setCartOpen = useShellStore((state) => state.setCartOpen);

  return (
    <div
      className={shown ? `${styles.band} ${styles.shown}` : styles.band}
      style={{ height: CART_BAR_HEIGHT_PX, position: shown ? 'sticky' : undefined }}
    >
      {shown ? (
        <button
          type="button"
          className={buttonLook({ variant: 'contained', size: 'large', fullWidth: true })}
          onClick={() => setCartOpen(true)}
          aria-haspopup="dialog"
        >
          <ButtonIcon>
            <PathIcon d={SHOPPING_BAG_ICON} size="inherit" />
          </ButtonIcon>
          {t('cartBar.label', { count, price: yen(cartTotal(cart)) })}
        </button>
      ) : null}
    </div>
  );
}
