'use client';

import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreditCard, OrderCalculateRequest, OrderCalculation, OrderConfirmation } from '@/api/generated/models';
import type { OfferedPaymentMethod } from '@/domain/payment-methods';
import { termsOfSaleHref } from './checkout-links';
import { ContactFields } from './ContactFields';
import { CouponSection } from './CouponSection';
import { OrderLines } from './OrderLines';
import type { OrderFormFields } from './order-form-fields';
import { PaymentSection } from './PaymentSection';
import { PriceSummary } from './PriceSummary';

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
}: {
  data: OrderConfirmation;
  calculation: OrderCalculation | undefined;
  base: OrderCalculateRequest | null;
  restaurantId: string;
  offered: readonly OfferedPaymentMethod[];
  savedCards: readonly CreditCard[];
  canSave: boolean;
  /** The create answer was lost and no order was found: a retry is offered. */
  lost: boolean;
}) {
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
      {errors.root?.card ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {t('form.card.systemError')}
        </Alert>
      ) : null}
      <ContactFields />
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link
          component={NextLink}
          href={termsOfSaleHref(restaurantId)}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {t('form.terms')}
        </Link>
      </Typography>
      {errors.root?.server ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {t('form.serverInvalid')}
        </Alert>
      ) : null}
      {lost ? (
        <Alert severity="warning" sx={{ mt: 2 }} role="alert">
          {t('form.lost')}
        </Alert>
      ) : null}
    </>
  );
}
