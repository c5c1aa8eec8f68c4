'use client';

import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@/domain/money';
import { LOCALE_MAP } from '@/domain/language';
import { useLanguage } from '@/lib/i18n/use-language';

/** Formats yen in the current language's locale. */
export function useYen(): (amount: number) => string {
  const { language } = useLanguage();
  return (amount) => formatYen(amount, LOCALE_MAP[language]);
}

/**
 * A price: the discounted price with the regular one struck through (when isNormalPriceDisplay or for options),
 * or the regular price. `plus` prefixes '+' (option prices).
 */
export function PriceText({
  price,
  discountedPrice,
  showRegular = true,
  plus = false,
  variant = 'body2',
}: {
  price: number;
  discountedPrice?: number | null;
  showRegular?: boolean;
  plus?: boolean;
  variant?: TypographyProps['variant'];
}) {
  const { t } = useTranslation('item');
  const yen = useYen();
  const sign = plus ? '+' : '';
  const discounted = discountedPrice !== null && discountedPrice !== undefined && discountedPrice !== price;
  if (!discounted) {
    return (
      <Typography component="span" variant={variant} sx={{ fontWeight: 700 }}>
        {sign}
        {yen(price)}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography component="span" variant={variant} color="error.main" sx={{ fontWeight: 700 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('item.price.discounted')}
        </Box>
        {sign}
        {yen(discountedPrice)}
      </Typography>
      {showRegular ? (
        <Typography component="s" variant="caption" color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            {t('item.price.regular')}
          </Box>
          {sign}
          {yen(price)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Hidden from sight, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
