'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { paymentMethodSlug } from '@/domain/payment-methods';
import { RestaurantContact } from '@/features/restaurant-flow';
import { useLocalized } from '@/lib/i18n/use-language';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { useOrderTime } from './use-order-time';
import styles from './OrderDetail.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
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
    <dl className={styles.facts}>
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
    </dl>
  );
}
