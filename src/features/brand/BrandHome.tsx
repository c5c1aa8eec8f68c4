'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '@/lib/i18n/use-language';
import { useBrand } from '@/ui/brand/BrandProvider';

/** Brand top: the brand's cover and name (current language) as h1, then the page's content (the restaurant list). */
export function BrandHome({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const localized = useLocalized();
  return (
    <Box component="section" aria-labelledby="page-title">
      {brand?.coverImageUrl ? (
        <Box
          component="img"
          src={brand.coverImageUrl}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      ) : null}
      <Box sx={{ px: 2, py: 3 }}>
        <Typography id="page-title" variant="h1" component="h1" gutterBottom>
          {brand ? localized(brand.brandName, brand.brandNameLanguages) : ''}
        </Typography>
        {children ? null : <Typography color="text.secondary">{t('home.restaurantListPlaceholder')}</Typography>}
      </Box>
      {children}
    </Box>
  );
}
