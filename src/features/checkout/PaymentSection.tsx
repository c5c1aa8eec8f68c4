'use client';

import { useId } from 'react';
import dynamic from 'next/dynamic';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@/api/generated/models';
import { needsCard, paymentFlow, paymentMethodSlug, type OfferedPaymentMethod } from '@/domain/payment-methods';
import { RadioOption, RadioOptions } from '@/ui/controls/RadioOption';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import type { CardFieldsProps } from './CardFields';
import { NEW_CARD, type OrderFormFields } from './order-form-fields';
import sections from './OrderSections.module.css';
import styles from './PaymentSection.module.css';

// The card form and the card-token script load only when a card method is chosen.
const CardFields = dynamic<CardFieldsProps>(() => import('./CardFields').then((m) => m.CardFields), { ssr: false });

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
    <section className={sections.section}>
      {/* id: a tap on the blocked place-order button focuses the first method when none is chosen (OrderForm). */}
      <fieldset className={styles.fieldset} id="order-payment">
        <legend className={`${styles.legend} ${styles.title}`}>{t('form.payment.title')}</legend>
        {offered.length === 0 ? (
          <p className={`${sections.body1} ${sections.error}`}>{t('form.payment.none')}</p>
        ) : null}
        <RadioOptions>
          {offered.map((o) => {
            // The method's icon: a CSS mask of its Material icon (PaymentSection.module.css), no path data in JS.
            const icon = styles[`icon-${paymentFlow(o.method)}`];
            const slug = paymentMethodSlug(o.method);
            return (
              <RadioOption
                key={o.method}
                name={`${groupId}-method`}
                value={o.method}
                checked={value === o.method}
                onChange={() => choose(o)}
                label={
                  <span className={styles.method}>
                    <span className={`${styles.icon} ${icon}`} aria-hidden="true" />
                    <span>{t(`payment.method.${slug}`)}</span>
                    {o.loginRequired ? <span className={styles.caption}>{t('form.payment.loginRequired')}</span> : null}
                  </span>
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
    </section>
  );
}
