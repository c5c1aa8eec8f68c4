'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, Restaurant } from '@/api/generated/models';
import { paymentMethodSlug } from '@/domain/payment-methods';
import { RestaurantPlace } from './RestaurantPlace';
import styles from './OrderComplete.module.css';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The placed order's restaurant (address as a map link, phone), order type with seat, and payment method. */
export function CompleteFacts({
  order,
  restaurantName,
  restaurant,
  serving,
}: {
  order: Order;
  restaurantName: string;
  restaurant: Restaurant | undefined;
  serving: 'eatIn' | 'takeout';
}) {
  const { t } = useTranslation('checkout');
  return (
    <dl className={styles.facts}>
      <Fact term={t('form.restaurant')}>
        <RestaurantPlace name={restaurantName} restaurant={restaurant} />
      </Fact>
      <Fact term={t('form.servingType')}>
        {t(`servingType.${serving}`)}
        {order.seatNo ? ` · ${t('form.seat')} ${order.seatNo}` : ''}
      </Fact>
      <Fact term={t('form.payment.title')}>{t(`payment.method.${paymentMethodSlug(order.paymentMethod)}`)}</Fact>
    </dl>
  );
}
