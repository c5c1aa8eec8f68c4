'use client';

import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { priceParts } from '@/domain/money';
import { useYen } from '@/lib/i18n/use-language';

/**
 * Hidden from sight, read by screen readers. Sizes in px strings: in `sx` a bare 1 means 100 % and -1 a spacing
 * unit, which laid the hidden labels out as wide as their container and made pages scroll sideways (issue 16 item 1).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The one price display (menu tiles, item screen, option rows): the price to pay, marked as discounted and with the
 * regular price struck through when `showRegular` (domain `priceParts`: a discounted price equal to the price is no
 * discount). `plus` prefixes '+' (option prices).
 */
export function Price({
  price,
  discountedPrice,
  showRegular = false,
  plus = false,
  variant = 'body2',
}: {
  price: number | null | undefined;
  discountedPrice?: number | null;
  showRegular?: boolean | null;
  plus?: boolean;
  variant?: TypographyProps['variant'];
}) {
  const { t } = useTranslation();
  const yen = useYen();
  const sign = plus ? '+' : '';
  const { current, regular, discounted } = priceParts({ price, discountedPrice, showRegular });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        variant={variant}
        color={discounted ? 'error.main' : 'text.primary'}
        sx={{ fontWeight: 700 }}
      >
        {discounted ? (
          <Box component="span" sx={visuallyHidden}>
            {t('price.discounted')}
          </Box>
        ) : null}
        {sign}
        {yen(current)}
      </Typography>
      {regular !== null ? (
        <Typography component="s" variant="caption" color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            {t('price.regular')}
          </Box>
          {sign}
          {yen(regular)}
        </Typography>
      ) : null}
    </Box>
  );
}
