'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { priceDisplay, type CatalogItem } from '@/domain/menu-catalog';
import { formatYen } from '@/domain/money';
import { LOCALE_MAP } from '@/domain/language';
import { useLanguage } from '@/lib/i18n/use-language';

/** The price to pay and, when shown, the regular price struck through (domain priceDisplay, formatYen). */
export function PriceLabel({ item }: { item: CatalogItem }) {
  const { t } = useTranslation('menus');
  const { language } = useLanguage();
  const locale = LOCALE_MAP[language];
  const { current, regular } = priceDisplay(item);
  const discounted = item.discountedPrice !== null && item.discountedPrice !== undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 700 }} color={discounted ? 'primary' : 'text.primary'}>
        {discounted ? (
          <>
            <Box component="span" sx={visuallyHidden}>
              {t('menuItem.discountedPrice')}
            </Box>
            {formatYen(current, locale)}
          </>
        ) : (
          formatYen(current, locale)
        )}
      </Typography>
      {regular !== null ? (
        <Typography component="s" variant="body2" color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            {t('menuItem.regularPrice')}
          </Box>
          {formatYen(regular, locale)}
        </Typography>
      ) : null}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
