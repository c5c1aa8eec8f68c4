'use client';

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/ui/controls/Price';
import { itemImageSx } from './item-image';

/** Loading view of the item sheet: image (its final size, `itemImageSx`), title, price and a few groups. */
export function ItemSkeleton() {
  const { t } = useTranslation('item');
  return (
    <Box role="status" aria-busy="true" sx={{ px: 2, pb: 3 }}>
      <Box component="span" sx={visuallyHidden}>
        {t('item.loading')}
      </Box>
      <Skeleton variant="rounded" sx={itemImageSx} />
      <Skeleton variant="text" sx={{ fontSize: '1.5rem', mt: 1.5 }} width="60%" />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" width="90%" />
      {[0, 1, 2].map((group) => (
        <Box key={group} sx={{ mt: 2 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={40} sx={{ mt: 0.5 }} />
          <Skeleton variant="rounded" height={40} sx={{ mt: 0.5 }} />
        </Box>
      ))}
    </Box>
  );
}
