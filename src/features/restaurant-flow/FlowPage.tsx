'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A restaurant-flow screen: h1 title, the restaurant's name under it, and the content (or skeletons while loading). */
export function FlowPage({
  title,
  restaurantName,
  loading,
  children,
}: {
  title: string;
  restaurantName?: string | null;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('restaurants');
  return (
    <Box component="section" aria-labelledby="page-title" aria-busy={loading || undefined} sx={{ px: 2, py: 3 }}>
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {restaurantName ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('flow.restaurantLabel', { name: restaurantName })}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>
        {loading ? (
          <Box role="status" aria-label={t('flow.loading')}>
            <Skeleton variant="rounded" height={72} sx={{ mb: 1.5 }} />
            <Skeleton variant="rounded" height={72} />
          </Box>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}
