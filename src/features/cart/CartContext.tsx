'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { receiveLabel } from '@/domain/menu-receive-label';
import type { Cart } from '@/domain/cart-types';
import { cartTotal } from '@/domain/money';
import { useLocalized, useYen } from '@/lib/i18n/use-language';
import { useNow } from '@/lib/use-now';
import { useReceiveTime, useReceiveWindows } from '@/features/restaurant-flow';

/**
 * What the cart is for (issue 16 item 13): the restaurant and the serving type on one line, and for takeout the
 * receive time chosen (H:mm today, 24:xx inside a late-night receive window as the picker read it; M/D H:mm on
 * another day).
 */
// Decision: the receive time shows for takeout carts only; eat-in is always served now. A chosen time waits for the
// receive windows (issue 27, useReceiveWindows) on a line of its own height, so it is never read one way then another.
export function CartContext({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const localized = useLocalized();
  const [receiveTimes] = useReceiveTime();
  const now = useNow();
  const takeout = cart.servingType === 'takeout';
  const chosen = takeout && Boolean(receiveTimes && receiveTimes.receiveTimeType !== 'now' && receiveTimes.receiveTime);
  const { windows, settled } = useReceiveWindows(cart.restaurant.id, chosen);
  const label = takeout ? receiveLabel(receiveTimes, now, windows) : null;
  const time = label?.kind === 'today' ? label.time : label?.kind === 'otherDay' ? `${label.date} ${label.time}` : null;
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('cartPanel.context', {
          restaurant: localized(cart.restaurant.name, cart.restaurant.nameLanguages),
          servingType: t(`cartPanel.servingType.${cart.servingType}`),
        })}
      </Typography>
      {label ? (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {!settled ? '\u00a0' : time ? t('cartPanel.receiveAt', { time }) : t('cartPanel.receiveNow')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The subtotal line under the cart's lines and options (tax included), before any coupon. */
export function CartSubtotal({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const yen = useYen();
  return (
    <Box
      role="group"
      aria-label={t('cartPanel.subtotal')}
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', pt: 2, fontWeight: 700 }}
    >
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {t('cartPanel.subtotal')}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {yen(cartTotal(cart))}
      </Typography>
    </Box>
  );
}
