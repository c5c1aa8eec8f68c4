'use client';

import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useTranslation } from 'react-i18next';
import { cartCount } from '@/domain/cart';
import { cartTotal } from '@/domain/money';
import { CART_BAR_HEIGHT_PX } from '@/ui/feedback/snackbar-layout';
import { useShellStore } from '@/ui/shell/shell-store';
import { useYen } from '@/lib/i18n/use-language';
import { useCart, useCartHydrated } from './cart-store';

/**
 * The persistent cart bar at the bottom of the menu pages (issue 16 item 10): "カートを見る · 2点 · ￥1,380", opening
 * the cart panel. Its band is reserved whether or not the cart holds anything (and before the stored cart is read),
 * so neither the first paint nor the first add moves anything on the page.
 */
// Decision: the bar shows only while the cart holds items and never on a view-only menu (nothing can be ordered);
// its empty band stays reserved so the page's height does not depend on the cart.
export function CartBar({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('cart');
  const yen = useYen();
  const hydrated = useCartHydrated();
  const cart = useCart();
  const count = cartCount(cart);
  const shown = enabled && hydrated && count > 0;
  const setCartOpen = useShellStore((state) => state.setCartOpen);
  const setCartBarShown = useShellStore((state) => state.setCartBarShown);

  useEffect(() => {
    setCartBarShown(shown);
    return () => setCartBarShown(false);
  }, [shown, setCartBarShown]);

  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        boxSizing: 'border-box',
        height: CART_BAR_HEIGHT_PX,
        display: 'flex',
        alignItems: 'center',
        px: 2,
        ...(shown ? { bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' } : {}),
      }}
    >
      {shown ? (
        <Button
          fullWidth
          size="large"
          variant="contained"
          startIcon={<ShoppingBagOutlinedIcon />}
          onClick={() => setCartOpen(true)}
          aria-haspopup="dialog"
          sx={{ minHeight: 48, fontWeight: 700 }}
        >
          {t('cartBar.label', { count, price: yen(cartTotal(cart)) })}
        </Button>
      ) : null}
    </Box>
  );
}
