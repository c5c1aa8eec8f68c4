'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARD_EXPIRY_MONTHS, cardExpiryYears } from '@/domain/forms';
import { useNow } from '@/lib/use-now';
import { CheckboxOption } from '@/ui/controls/CheckboxOption';
import { OutlinedField, type OutlinedFieldProps } from '@/ui/controls/OutlinedField';
import { loadCardTokenScript } from './card-token-client';
import type { OrderFormFields } from './order-form-fields';
import styles from './OrderSections.module.css';

export interface CardFieldsProps {
  canSave: boolean;
}

/** The card's text and select fields (the save checkbox is no field of this kind). */
type CardPath = Exclude<Extract<FieldPath<OrderFormFields>, `newCard.${string}`>, 'newCard.saveCard'>;

/** One card field of the order form: a text field, or a native select with its options. */
function CardField({
  name,
  id,
  label,
  errorKey,
  revalidate,
  children,
  ...rest
}: {
  name: CardPath;
  id: string;
  label: string;
  /** The message group of this field's errors (form.card.errors.<errorKey>.<message>). */
  errorKey?: string;
  /** Another field whose message depends on this one (the expiry's month when the year changes). */
  revalidate?: CardPath;
  children?: ReactNode;
} & Pick<OutlinedFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  const { t } = useTranslation('checkout');
  const { control } = useFormContext<OrderFormFields>();
  const select = children !== undefined;
  return (
    <Controller
      name={name}
      control={control}
      rules={revalidate ? { deps: revalidate } : undefined}
      render={({ field, fieldState }) => (
        <OutlinedField
          id={id}
          label={label}
          select={select}
          value={field.value}
          ref={field.ref}
          name={field.name}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={Boolean(errorKey && fieldState.error)}
          helperText={
            errorKey && fieldState.error ? t(`form.card.errors.${errorKey}.${fieldState.error.message}`) : undefined
          }
          {...rest}
          style={select ? { flex: 1 } : undefined}
        >
          {children}
        </OutlinedField>
      )}
    />
  );
}

const options = (values: readonly string[]) => [
  <option key="" value="">
    --
  </option>,
  ...values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  )),
];

/**
 * New card: number, expiry month 01–12 and year (this year and the 9 following, SPEC 5), code, holder, save. Each field
 * has the id `card-<field>` (the month select carries the expiry): a tap on the blocked place-order button focuses it.
 * The fields are the order form's own (react-hook-form, order-form-fields.ts).
 */
export function CardFields({ canSave }: CardFieldsProps) {
  const { t } = useTranslation('checkout');
  const { control } = useFormContext<OrderFormFields>();
  const now = useNow();
  const years = useMemo(() => cardExpiryYears(now), [now]);
  useEffect(() => {
    void loadCardTokenScript().catch(() => undefined);
  }, []);
  return (
    <div className={styles.cardFields}>
      <CardField
        name="newCard.cardNumber"
        id="card-cardNumber"
        label={t('form.card.number')}
        errorKey="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
      />
      <div className={styles.fieldRow}>
        <CardField name="newCard.expiryMonth" id="card-expiry" label={t('form.card.month')} errorKey="expiry">
          {options(CARD_EXPIRY_MONTHS)}
        </CardField>
        <CardField
          name="newCard.expiryYear"
          id="card-expiryYear"
          label={t('form.card.year')}
          revalidate="newCard.expiryMonth"
        >
          {options(years)}
        </CardField>
      </div>
      <CardField
        name="newCard.securityCode"
        id="card-securityCode"
        label={t('form.card.securityCode')}
        errorKey="securityCode"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
      <CardField
        name="newCard.holderName"
        id="card-holderName"
        label={t('form.card.holder')}
        errorKey="holderName"
        autoComplete="cc-name"
        maxLength={50}
      />
      {canSave ? (
        <Controller
          name="newCard.saveCard"
          control={control}
          render={({ field }) => (
            <CheckboxOption
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              label={t('form.card.save')}
            />
          )}
        />
      ) : null}
    </div>
  );
}
