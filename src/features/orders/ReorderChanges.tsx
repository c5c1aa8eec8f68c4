'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderLineItem } from '@/api/generated/models';
import type { ReorderPlan, ReorderVerdict } from '@/domain/reorder';
import { useLocalized, useYen } from '@/lib/i18n/use-language';

function verdictText(
  verdict: ReorderVerdict,
  values: { name: string; count: number },
  t: (key: string, values: Record<string, unknown>) => string,
  yen: (amount: number) => string,
): string {
  if (verdict.kind !== 'ok') return t(`reorder.${verdict.kind}`, values);
  const { priceChange, quantityChange } = verdict;
  // A line lowered to the cap shows the quantity added, and the one ordered last time.
  const counted = quantityChange ? { ...values, count: quantityChange.after, asked: quantityChange.before } : values;
  const prices = priceChange ? { before: yen(priceChange.before), after: yen(priceChange.after) } : {};
  const key = quantityChange
    ? priceChange
      ? 'reorder.reducedPriceChanged'
      : 'reorder.reduced'
    : priceChange
      ? 'reorder.priceChanged'
      : 'reorder.same';
  return t(key, { ...counted, ...prices });
}

/** What the past order becomes with the current menu: each line added, added at a new price, or left out (why). */
export function ReorderChanges({ plan }: { plan: ReorderPlan<OrderLineItem> }) {
  const { t } = useTranslation('orders');
  const localized = useLocalized();
  const yen = useYen();
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {plan.add.length === 0 ? t('reorder.nothing') : plan.changed ? t('reorder.intro') : t('reorder.unchanged')}
      </Typography>
      <Box component="ul" aria-label={t('reorder.lines')} sx={{ pl: 2, m: 0 }}>
        {plan.verdicts.map(({ line, verdict }, index) => (
          <Typography
            component="li"
            key={`${line.itemId}-${index}`}
            color={verdict.kind === 'ok' ? 'text.primary' : 'error'}
            sx={{ py: 0.25 }}
          >
            {verdictText(verdict, { name: localized(line.name, line.nameLanguages), count: line.quantity }, t, yen)}
          </Typography>
        ))}
      </Box>
    </>
  );
}
