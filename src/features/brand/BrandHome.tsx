'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '@/domain/image';
import { useLocalized } from '@/lib/i18n/use-language';
import { useBrand } from '@/ui/brand/BrandProvider';

// Decision (issue 27 item 8): the brand top leads to a restaurant. At 320 × 568 the 16:9 cover (180 px) and a roomy
// title pushed every restaurant below the fold; the cover is now a 5:1 band (64 px at 320, 120 px at most) and the
// name one compact line under it, so the search and the first restaurant card show without scrolling.
/** Brand top: the brand's cover as a band and its name (current language) as h1, then the page's content. */
export function BrandHome({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const localized = useLocalized();
  const cover = imageSrc(brand?.coverImageUrl, 'kv');
  return (
    <Box component="section" aria-labelledby="page-title">
      {cover ? (
        <Box
          component="img"
          src={cover}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '5 / 1', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      ) : null}
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="page-title" variant="h1" component="h1">
          {brand ? localized(brand.brandName, brand.brandNameLanguages) : ''}
        </Typography>
        {children ? null : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('home.restaurantListPlaceholder')}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
