'use client';

import { useId } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@/api/generated/models';
import { needsCard, paymentFlow, paymentMethodSlug, type OfferedPaymentMethod } from '@/domain/payment-methods';
import { PathIcon } from '@/ui/controls/PathIcon';
import { RadioOption, RadioOptions } from '@/ui/controls/RadioOption';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import type { CardFieldsProps } from './CardFields';
import { NEW_CARD, type OrderFormFields } from './order-form-fields';
import styles from './PaymentSection.module.css';

// The card form and the card-token script load only when a card method is chosen.
const CardFields = dynamic<CardFieldsProps>(() => import('./CardFields').then((m) => m.CardFields), { ssr: false });

// Issue 29 (ADR 0026): the methods' icons are inline paths (Material's CreditCard, LockOutlined, PhoneIphone,
// StorefrontOutlined), not their components and MUI's SvgIcon.
const ICONS = {
  card: 'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  card3ds:
    'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2',
  wallet:
    'M15.5 1h-8C6.12 1 5 2.12 5 3.5v17C5 21.88 6.12 23 7.5 23h8c1.38 0 2.5-1.12 2.5-2.5v-17C18 2.12 16.88 1 15.5 1m-4 21c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m4.5-4H7V4h9z',
  atRestaurant:
    'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
} as const;

/**
 * Payment methods exactly as the confirmation offers them, then the card choice for a card method: the order form's
 * own fields (react-hook-form). A method that needs a login opens the login dialog instead of being chosen.
 */
export function PaymentSection({
  offered,
  savedCards,
  restaurantId,
  canSave,
}: {
  offered: readonly OfferedPaymentMethod[];
  savedCards: readonly CreditCard[];
  restaurantId: string;
  canSave: boolean;
}) {
  const { t } = useTranslation('checkout');
  const groupId = useId();
  const { control, setValue, clearErrors } = useFormContext<OrderFormFields>();
  const value = useWatch({ control, name: 'paymentMethod' });
  const cardChoice = useWatch({ control, name: 'cardChoice' });
  const usable = savedCards.filter((c) => !c.isExpired);
  const choose = (chosen: OfferedPaymentMethod) => {
    if (chosen.loginRequired) {
      openSharedDialog({ kind: 'login', returnUrl: `/restaurants/${encodeURIComponent(restaurantId)}/order` });
      return;
    }
    setValue('paymentMethod', chosen.method);
  };
  return (
    <Box component="section" sx={{ mt: 3 }}>
      {/* id: a tap on the blocked place-order button focuses the first method when none is chosen (OrderForm). */}
      <fieldset className={styles.fieldset} id="order-payment">
        <legend className={`${styles.legend} ${styles.title}`}>{t('form.payment.title')}</legend>
        {offered.length === 0 ? <Typography color="error">{t('form.payment.none')}</Typography> : null}
        <RadioOptions>
          {offered.map((o) => {
            const icon = ICONS[paymentFlow(o.method)];
            const slug = paymentMethodSlug(o.method);
            return (
              <RadioOption
                key={o.method}
                name={`${groupId}-method`}
                value={o.method}
                checked={value === o.method}
                onChange={() => choose(o)}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <PathIcon d={icon} size="small" />
                    <span>{t(`payment.method.${slug}`)}</span>
                    {o.loginRequired ? (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {t('form.payment.loginRequired')}
                      </Typography>
                    ) : null}
                  </Box>
                }
              />
            );
          })}
        </RadioOptions>
      </fieldset>
      {value && needsCard(value) ? (
        <fieldset className={`${styles.fieldset} ${styles.card}`}>
          <legend className={styles.legend}>{t('form.card.choose')}</legend>
          <Controller
            name="cardChoice"
            control={control}
            render={({ field }) => (
              <RadioOptions>
                {[
                  ...usable.map((card) => ({
                    value: card.cardSeq,
                    label: t('form.card.saved', {
                      brand: card.cardBrand,
                      number: card.cardNumber.slice(-4),
                      expire: card.expire,
                    }),
                  })),
                  { value: NEW_CARD, label: t('form.card.new') },
                ].map((option) => (
                  <RadioOption
                    key={option.value}
                    name={`${groupId}-card`}
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={() => {
                      field.onChange(option.value);
                      clearErrors('newCard'); // a card-token error belongs to the card it was given for
                    }}
                    label={option.label}
                  />
                ))}
              </RadioOptions>
            )}
          />
          {cardChoice === NEW_CARD ? <CardFields canSave={canSave} /> : null}
        </fieldset>
      ) : null}
    </Box>
  );
}
