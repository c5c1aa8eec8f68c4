'use client';

import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CardField, NewCardInput } from '@/domain/card-token';
import { CARD_EXPIRY_MONTHS, cardExpiryYears } from '@/domain/forms';
import { loadCardTokenScript } from './card-token-client';

export interface NewCardState extends NewCardInput {
  saveCard: boolean;
}

export interface CardFieldsProps {
  value: NewCardState;
  onChange: (next: NewCardState) => void;
  /** Message keys per field (client checks after a touch or a submit, card-token errors). */
  errors: Partial<Record<CardField, string>>;
  onBlur: (field: CardField) => void;
  canSave: boolean;
  now: number;
}

/**
 * New card: number, expiry month 01–12 and year (this year and the 9 following, SPEC 5), code, holder, save. Each field
 * has the id `card-<field>` (the month select carries the expiry): a tap on the blocked place-order button focuses it.
 */
export function CardFields({ value, onChange, errors, onBlur, canSave, now }: CardFieldsProps) {
  const { t } = useTranslation('checkout');
  const years = useMemo(() => cardExpiryYears(now), [now]);
  useEffect(() => {
    void loadCardTokenScript().catch(() => undefined);
  }, []);
  const set = (patch: Partial<NewCardState>) => onChange({ ...value, ...patch });
  const err = (field: CardField) =>
    errors[field] ? { error: true, helperText: t(`form.card.errors.${field}.${errors[field]}`) } : {};
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <TextField
        id="card-cardNumber"
        label={t('form.card.number')}
        value={value.cardNumber}
        onChange={(e) => set({ cardNumber: e.target.value })}
        onBlur={() => onBlur('cardNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19 } }}
        {...err('cardNumber')}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextField
          id="card-expiry"
          select
          label={t('form.card.month')}
          value={value.expiryMonth}
          onChange={(e) => set({ expiryMonth: e.target.value })}
          onBlur={() => onBlur('expiry')}
          slotProps={{ select: { native: true } }}
          sx={{ flex: 1 }}
          {...err('expiry')}
        >
          <option value="">--</option>
          {CARD_EXPIRY_MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </TextField>
        <TextField
          id="card-expiryYear"
          select
          label={t('form.card.year')}
          value={value.expiryYear}
          onChange={(e) => set({ expiryYear: e.target.value })}
          onBlur={() => onBlur('expiry')}
          slotProps={{ select: { native: true } }}
          sx={{ flex: 1 }}
        >
          <option value="">--</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        id="card-securityCode"
        label={t('form.card.securityCode')}
        value={value.securityCode}
        onChange={(e) => set({ securityCode: e.target.value })}
        onBlur={() => onBlur('securityCode')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
        {...err('securityCode')}
      />
      <TextField
        id="card-holderName"
        label={t('form.card.holder')}
        value={value.holderName}
        onChange={(e) => set({ holderName: e.target.value })}
        onBlur={() => onBlur('holderName')}
        slotProps={{ htmlInput: { autoComplete: 'cc-name', maxLength: 50 } }}
        {...err('holderName')}
      />
      {canSave ? (
        <FormControlLabel
          control={<Checkbox checked={value.saveCard} onChange={(e) => set({ saveCard: e.target.checked })} />}
          label={t('form.card.save')}
        />
      ) : null}
    </Box>
  );
}
