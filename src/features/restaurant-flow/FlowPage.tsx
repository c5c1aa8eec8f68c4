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
      {/* The name's line is there from the start (a skeleton until the restaurant is in): nothing below moves (CLS). */}
      {restaurantName !== undefined ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {restaurantName ? t('flow.restaurantLabel', { name: restaurantName }) : <Skeleton width="50%" />}
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
