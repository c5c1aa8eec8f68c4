'use client';

import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreditCard } from '@/api/generated/models';
import { needsCard, paymentFlow, paymentMethodSlug, type OfferedPaymentMethod } from '@/domain/payment-methods';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import type { CardFieldsProps } from './CardFields';
import { NEW_CARD, type OrderFormFields } from './order-form-fields';

// The card form and the card-token script load only when a card method is chosen.
const CardFields = dynamic<CardFieldsProps>(() => import('./CardFields').then((m) => m.CardFields), { ssr: false });

const ICONS = {
  card: CreditCardIcon,
  card3ds: LockOutlinedIcon,
  wallet: PhoneIphoneIcon,
  atRestaurant: StorefrontOutlinedIcon,
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
      <FormControl component="fieldset" fullWidth id="order-payment">
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1.25rem' }}>
          {t('form.payment.title')}
        </FormLabel>
        {offered.length === 0 ? <Typography color="error">{t('form.payment.none')}</Typography> : null}
        <RadioGroup
          value={value ?? ''}
          onChange={(e) => {
            const chosen = offered.find((o) => o.method === e.target.value);
            if (chosen) choose(chosen);
          }}
        >
          {offered.map((o) => {
            const Icon = ICONS[paymentFlow(o.method)];
            const slug = paymentMethodSlug(o.method);
            return (
              <FormControlLabel
                key={o.method}
                value={o.method}
                control={<Radio />}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <Icon fontSize="small" aria-hidden />
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
        </RadioGroup>
      </FormControl>
      {value && needsCard(value) ? (
        <FormControl component="fieldset" fullWidth sx={{ mt: 2 }}>
          <FormLabel component="legend">{t('form.card.choose')}</FormLabel>
          <Controller
            name="cardChoice"
            control={control}
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                value={field.value}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  clearErrors('newCard'); // a card-token error belongs to the card it was given for
                }}
              >
                {usable.map((card) => (
                  <FormControlLabel
                    key={card.cardSeq}
                    value={card.cardSeq}
                    control={<Radio />}
                    label={t('form.card.saved', {
                      brand: card.cardBrand,
                      number: card.cardNumber.slice(-4),
                      expire: card.expire,
                    })}
                  />
                ))}
                <FormControlLabel value={NEW_CARD} control={<Radio />} label={t('form.card.new')} />
              </RadioGroup>
            )}
          />
          {cardChoice === NEW_CARD ? <CardFields canSave={canSave} /> : null}
        </FormControl>
      ) : null}
    </Box>
  );
}
