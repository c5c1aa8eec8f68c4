'use client';

import { useYen } from '@/lib/i18n/use-language';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderCalculation, TaxDetail } from '@/api/generated/models';
import { Bone } from '@/ui/controls/Bone';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Subtotal, discount, total and the tax of each rate exactly as the server gives them (never computed here). */
export function PriceSummary({
  calculation,
}: {
  calculation:
    Pick<OrderCalculation, 'subtotalPrice' | 'discountPrice' | 'totalPrice' | 'taxDetails'> | null | undefined;
}) {
  const { t } = useTranslation('checkout');
  const yen = useYen();
  return (
    <Box component="section" aria-labelledby="price-title" sx={{ mt: 3 }}>
      <Typography id="price-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('form.price.title')}
      </Typography>
      {calculation ? (
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('form.price.subtotal')} value={yen(calculation.subtotalPrice)} />
          {calculation.discountPrice > 0 ? (
            <Row label={t('form.price.discount')} value={yen(-calculation.discountPrice)} />
          ) : null}
          <Row label={t('form.price.total')} value={yen(calculation.totalPrice)} strong />
          {calculation.taxDetails.map((tax: TaxDetail) => (
            <Row
              key={tax.taxRate}
              label={t(`form.price.tax.${tax.taxRate}`, { amount: yen(tax.taxableAmount) })}
              value={yen(tax.taxAmount)}
            />
          ))}
        </Box>
      ) : (
        <Bone variant="rounded" height={96} label={t('form.loading')} />
      )}
    </Box>
  );
}
