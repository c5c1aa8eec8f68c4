'use client';

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Placeholder tiles while menus load (announced once as busy). */
export function MenuTilesSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('menus');
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('menuLoading.menus')}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={84} height={84} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder of a menu page: cover, title and item rows. */
export function MenuPageSkeleton() {
  const { t } = useTranslation('menus');
  return (
    <Box role="status" aria-busy="true" aria-label={t('menuLoading.menu')} sx={{ pb: 3 }}>
      <Skeleton variant="rectangular" height={160} />
      <Box sx={{ px: 2, pt: 2 }}>
        <Skeleton width="50%" height={36} />
        <Skeleton width="80%" />
        <Stack spacing={2} sx={{ mt: 3 }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5 }}>
              <Skeleton variant="rounded" width={84} height={84} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="90%" />
                <Skeleton width="30%" />
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
