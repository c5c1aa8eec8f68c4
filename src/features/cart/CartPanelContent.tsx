'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useParams } from 'next/navigation';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCount } from '@/domain/cart';
import { storedState, useCouponStore } from '@/lib/stored-state';
import { backToMenuHref, editLineHref, orderHref } from './cart-links';
import { useCart, useCartStore } from './cart-store';
import { CartContext, CartSubtotal } from './CartContext';
import { CartCouponBar } from './CartCouponBar';
import { CartCouponRow } from './CartCouponRow';
import { CartEmpty } from './CartEmpty';
import { CartLine } from './CartLine';
import { CartOptionItems } from './CartOptionItems';
import { CartOrderButton } from './CartOrderButton';
import { useCartActions } from './use-cart-actions';
import { useServingType } from '@/features/restaurant-flow';

// The coupon row does not depend on the lines: a quantity tap does not re-render it (its props are primitives and a
// stable callback).
const CouponRow = memo(CartCouponRow);

/**
 * What the cart panel shows inside its drawer: header with the count and close, the held coupon's bar, the lines,
 * option items, subtotal, the one coupon row (issue 27 item 5), "other items" and the order button. The one part of
 * the panel that reads the cart, so a cart change re-renders this and not the drawer.
 */
export function CartPanelContent({
  titleId,
  close,
  go,
}: {
  titleId: string;
  close: () => void;
  /** Closes the panel and navigates (stable). */
  go: (href: string) => void;
}) {
  const { t } = useTranslation('cart');
  const params = useParams<{ restaurantId?: string }>();
  const hydrated = useCartStore((state) => state.hydrated);
  const cart = useCart();
  const [servingType] = useServingType();
  const { remove, setQuantity, setOption } = useCartActions();
  const count = cartCount(cart);
  const heldCode = useCouponStore((state) => state.couponCode) ?? null;
  const onDelete = useCallback((customizeId: string) => void remove(customizeId), [remove]);
  const toMenu = () =>
    go(
      backToMenuHref(
        cart?.restaurant.id ?? params?.restaurantId,
        cart?.servingType ?? servingType,
        storedState.get('lastSelectedMenu'),
      ),
    );

  return (
    <>
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
            <CouponRow restaurantId={cart.restaurant.id} heldCode={heldCode} />
            <Button fullWidth variant="outlined" onClick={toMenu} sx={{ my: 2 }}>
              {t('cartPanel.otherItems')}
            </Button>
          </>
        ) : (
          <CartEmpty onToMenu={toMenu} />
        )}
      </Box>
      <CartOrderButton cart={cart} onOrder={() => cart && go(orderHref(cart.restaurant.id))} />
    </>
  );
}
