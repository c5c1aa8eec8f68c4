'use client';

import { useYen } from '@/lib/i18n/use-language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { cartTotal, isOrderButtonDisabled } from '@/domain/money';
import type { Cart } from '@/domain/cart-types';
import { BOTTOM_BAR_HEIGHT_PX } from '@/ui/feedback/snackbar-layout';

/** The floating order button with the total; disabled when the cart is empty or the total ≤ 0 (SPEC 2, 5). */
export function CartOrderButton({ cart, onOrder }: { cart: Cart | null; onOrder: () => void }) {
  const { t } = useTranslation('cart');
  const yen = useYen();
  const total = cartTotal(cart);
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        boxSizing: 'border-box',
        height: BOTTOM_BAR_HEIGHT_PX,
        display: 'flex',
        alignItems: 'center',
        px: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        fullWidth
        size="large"
        variant="contained"
        disabled={isOrderButtonDisabled(cart, total)}
        onClick={onOrder}
        sx={{ justifyContent: 'space-between', py: 1.5, fontWeight: 700 }}
      >
        <span>{t('cartPanel.order.button')}</span>
        <span>{t('cartPanel.order.total', { price: yen(total) })}</span>
      </Button>
    </Box>
  );
}
