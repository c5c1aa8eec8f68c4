'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { paymentMethodSlug } from '@/domain/payment-methods';
import { RestaurantContact } from '@/features/restaurant-flow';
import { useLocalized } from '@/lib/i18n/use-language';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { useOrderTime } from './use-order-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** Receive time, restaurant with its contact, serving type (and seat) and payment method of an order. */
export function OrderDetailFacts({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const localized = useLocalized();
  const when = useOrderTime()(order.receiveTime);
  const restaurant = useRestaurantQuery(order.restaurant.id);
  const serving = order.servingType === 'SERVING_TYPE_EAT_IN' ? 'eatIn' : 'takeout';
  const time = `${when.date} ${when.time}`;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
      <Fact label={t('detail.receiveTime')}>
        {order.isImmediateOrder ? t('checkout:form.receive.now', { time }) : time}
      </Fact>
      <Fact label={t('checkout:form.restaurant')}>
        {localized(order.restaurant.name, order.restaurant.nameLanguages)}
        {restaurant.data ? (
          <>
            <br />
            <RestaurantContact restaurant={restaurant.data} />
          </>
        ) : null}
      </Fact>
      <Fact label={t('checkout:form.servingType')}>
        {t(`checkout:servingType.${serving}`)}
        {order.seatNo ? ` · ${t('checkout:form.seat')} ${order.seatNo}` : ''}
      </Fact>
      <Fact label={t('checkout:form.payment.title')}>
        {t(`checkout:payment.method.${paymentMethodSlug(order.paymentMethod)}`)}
      </Fact>
    </Box>
  );
}
