'use client';

import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreditCard, OrderCalculateRequest, OrderCalculation, OrderConfirmation } from '@/api/generated/models';
import type { OfferedPaymentMethod } from '@/domain/payment-methods';
import { AppTextLink } from '@/ui/controls/TextLink';
import type { NoticeSeverity } from '@/ui/restaurant/Notice';
import { LazyNotice } from './LazyNotice';
import { termsOfSaleHref } from './checkout-links';
import { ContactFields } from './ContactFields';
import { CouponSection } from './CouponSection';
import { OrderLines } from './OrderLines';
import styles from './OrderSections.module.css';
import type { OrderFormFields } from './order-form-fields';
import { PaymentSection } from './PaymentSection';
import { PriceSummary } from './PriceSummary';

/** What the sections below the order form's summary show. */
export interface OrderFormSectionsProps {
  data: OrderConfirmation;
  calculation: OrderCalculation | undefined;
  base: OrderCalculateRequest | null;
  restaurantId: string;
  offered: readonly OfferedPaymentMethod[];
  savedCards: readonly CreditCard[];
  canSave: boolean;
  /** The create answer was lost and no order was found: a retry is offered. */
  lost: boolean;
}

/** The order form below its summary: lines, coupon, prices, payment, contact, terms, and the placing messages. */
export function OrderFormSections({
  data,
  calculation,
  base,
  restaurantId,
  offered,
  savedCards,
  canSave,
  lost,
}: OrderFormSectionsProps) {
  const { t } = useTranslation('checkout');
  // Placing errors that belong to no field: the card company's system (root.card), the server's refusal of the input.
  const { errors } = useFormState<OrderFormFields>();
  return (
    <>
      <OrderLines items={data.items} optionItems={data.optionItems} />
      <CouponSection
        calculation={calculation}
        held={Boolean(base?.couponId || base?.couponCode)}
        heldCode={base?.couponCode ?? null}
        restaurantId={restaurantId}
      />
      <PriceSummary calculation={calculation} />
      <PaymentSection offered={offered} savedCards={savedCards} restaurantId={restaurantId} canSave={canSave} />
      {errors.root?.card ? <PlacingAlert severity="error">{t('form.card.systemError')}</PlacingAlert> : null}
      <ContactFields />
      <p className={`${styles.body2} ${styles.spaced}`}>
        <AppTextLink href={termsOfSaleHref(restaurantId)}>{t('form.terms')}</AppTextLink>
      </p>
      {errors.root?.server ? <PlacingAlert severity="error">{t('form.serverInvalid')}</PlacingAlert> : null}
      {lost ? <PlacingAlert severity="warning">{t('form.lost')}</PlacingAlert> : null}
    </>
  );
}

/** A placing message: read out at once (role alert). */
function PlacingAlert({ severity, children }: { severity: NoticeSeverity; children: string }) {
  return (
    <div className={styles.spaced}>
      <LazyNotice severity={severity} role="alert">
        {children}
      </LazyNotice>
    </div>
  );
}
