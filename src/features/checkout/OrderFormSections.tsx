'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
      {errors.root?.card ? <PlacingAlert severity="error">{t('form.card.systemError')}</PlacingAlert> : null}
      <ContactFields />
      <Typography variant="body2" sx={{ mt: 2 }}>
        <AppTextLink href={termsOfSaleHref(restaurantId)}>{t('form.terms')}</AppTextLink>
      </Typography>
      {errors.root?.server ? <PlacingAlert severity="error">{t('form.serverInvalid')}</PlacingAlert> : null}
      {lost ? <PlacingAlert severity="warning">{t('form.lost')}</PlacingAlert> : null}
    </>
  );
}

/** A placing message: read out at once (role alert). */
function PlacingAlert({ severity, children }: { severity: NoticeSeverity; children: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <LazyNotice severity={severity} role="alert">
        {children}
      </LazyNotice>
    </Box>
  );
}
