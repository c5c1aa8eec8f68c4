'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useParams, useRouter } from 'next/navigation';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCount } from '@/domain/cart';
import { useOpenAfterMount } from '@/ui/shell/lazy-mount';
import { useShellStore } from '@/ui/shell/shell-store';
import { appStorage } from '@/lib/browser-storage';
import { MAX_CONTENT_WIDTH } from '@/lib/theme';
import { backToMenuHref, editLineHref, orderHref } from './cart-links';
import { useCart, useCartStore } from './cart-store';
import { CartContext, CartSubtotal } from './CartContext';
import { CartCouponBar } from './CartCouponBar';
import { CartEmpty } from './CartEmpty';
import { CartLine } from './CartLine';
import { CartOptionItems } from './CartOptionItems';
import { CartOrderButton } from './CartOrderButton';
import { useCartActions } from './use-cart-actions';
import { useServingType } from '@/features/restaurant-flow';
import { AvailableCoupons } from '@/features/coupons';

/**
 * The cart panel sliding in from the right (SPEC 2 "Cart panel", SPEC 4 "Cart"), opened by the shell's cart button.
 * Loaded on demand by the app shell (`LazyCartPanel`) the first time the cart opens; the stored cart itself is read
 * on first load by the shell's eager `CartHydrator` (header badge), so this panel only reads the store.
 */
export function CartPanel() {
  const { t } = useTranslation('cart');
  const router = useRouter();
  const params = useParams<{ restaurantId?: string }>();
  const titleId = useId();
  const hydrated = useCartStore((state) => state.hydrated);
  const cart = useCart();
  const open = useOpenAfterMount(useShellStore((state) => state.cartOpen));
  const setCartOpen = useShellStore((state) => state.setCartOpen);
  const [servingType] = useServingType();
  const { remove, setQuantity, setOption } = useCartActions();
  const count = cartCount(cart);
  // Applying a coupon from the list changes storage only: re-render so the coupon bar reads it again.
  const [, setCouponVersion] = useState(0);
  const close = () => setCartOpen(false);
  // Stable (router and store setter are): the memoised lines take it as their edit action.
  const go = useCallback(
    (href: string) => {
      setCartOpen(false);
      router.push(href);
    },
    [router, setCartOpen],
  );
  const onDelete = useCallback((customizeId: string) => void remove(customizeId), [remove]);
  const toMenu = () =>
    go(
      backToMenuHref(
        cart?.restaurant.id ?? params?.restaurantId,
        cart?.servingType ?? servingType,
        appStorage().get('lastSelectedMenu'),
      ),
    );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: '100%', maxWidth: MAX_CONTENT_WIDTH, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {t('cartPanel.panel.label', { count })}
        </Typography>
        <IconButton edge="end" aria-label={t('cartPanel.panel.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <CartCouponBar cart={cart} />
      {cart ? (
        <Box sx={{ px: 2 }}>
          <AvailableCoupons
            restaurantId={cart.restaurant.id}
            heldCode={appStorage().get('couponCode')}
            onChange={() => setCouponVersion((v) => v + 1)}
          />
        </Box>
      ) : null}
      <Box sx={{ flex: 1, px: 2 }}>
        {!hydrated ? (
          <Box aria-busy="true" aria-label={t('cartPanel.panel.loading')} sx={{ py: 2 }}>
            <Skeleton variant="rectangular" height={88} sx={{ mb: 2 }} />
            <Skeleton variant="rectangular" height={88} />
          </Box>
        ) : cart ? (
          <>
            <CartContext cart={cart} />
            <Box component="ul" aria-label={t('cartPanel.line.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {cart.orderItems.map((line) => (
                <CartLine
                  key={line.customizeId}
                  line={line}
                  editHref={editLineHref(cart, line)}
                  onQuantity={setQuantity}
                  onEdit={go}
                  onDelete={onDelete}
                />
              ))}
            </Box>
            <CartOptionItems cart={cart} onChange={setOption} />
            <CartSubtotal cart={cart} />
            <Button fullWidth variant="outlined" onClick={toMenu} sx={{ my: 2 }}>
              {t('cartPanel.otherItems')}
            </Button>
          </>
        ) : (
          <CartEmpty onToMenu={toMenu} />
        )}
      </Box>
      <CartOrderButton cart={cart} onOrder={() => cart && go(orderHref(cart.restaurant.id))} />
    </Drawer>
  );
}
