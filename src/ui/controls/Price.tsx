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
 * discount). `plus` prefixes '+' (option prices). `taxIncluded` adds the language's "tax included" note (issue 16
 * item 13).
 */
// Decision: the menu and the item screen say "税込" beside an item's price (prices are tax included; the rate differs
// by serving type, so the figure is the server's); option prices ('+￥100') do not repeat it.
export function Price({
  price,
  discountedPrice,
  showRegular = false,
  plus = false,
  taxIncluded = false,
  variant = 'body2',
}: {
  price: number | null | undefined;
  discountedPrice?: number | null;
  showRegular?: boolean | null;
  plus?: boolean;
  taxIncluded?: boolean;
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
      {taxIncluded ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {t('price.taxIncluded')}
        </Typography>
      ) : null}
    </Box>
  );
}
