'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import { ORDER_FORM_LIMITS, type OrderFormField } from '@/domain/order-form';
import type { OrderFormFields } from './order-form-fields';
import styles from './OrderSections.module.css';

const FIELDS: ReadonlyArray<{
  name: OrderFormField;
  type: string;
  autoComplete: string;
  max: number;
  multiline?: boolean;
}> = [
  { name: 'name', type: 'text', autoComplete: 'name', max: ORDER_FORM_LIMITS.name },
  { name: 'email', type: 'email', autoComplete: 'email', max: ORDER_FORM_LIMITS.email },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', max: 20 },
  { name: 'note', type: 'text', autoComplete: 'off', max: ORDER_FORM_LIMITS.note, multiline: true },
];

/** The customer's contact fields: the order form's own (react-hook-form), checked by its resolver (the domain rules). */
export function ContactFields() {
  const { t } = useTranslation('checkout');
  // A value set by the form (prefill, stored values) floats the label by itself (OutlinedField reads the control).
  const { register, formState } = useFormContext<OrderFormFields>();
  return (
    <section aria-labelledby="contact-title" className={`${styles.section} ${styles.fields}`}>
      <h2 id="contact-title" className={styles.sectionTitle}>
        {t('form.contact.title')}
      </h2>
      {FIELDS.map((f) => {
        const error = formState.errors[f.name]?.message;
        return (
          <OutlinedField
            key={f.name}
            label={t(`form.contact.${f.name}`)}
            type={f.type}
            required={f.name !== 'note'}
            multiline={f.multiline}
            minRows={f.multiline ? 2 : undefined}
            error={Boolean(error)}
            helperText={error ? t(`form.contact.errors.${f.name}.${error}`) : undefined}
            autoComplete={f.autoComplete}
            maxLength={f.max}
            {...register(f.name)}
          />
        );
      })}
    </section>
  );
}
