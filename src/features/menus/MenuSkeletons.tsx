'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZES } from '@/domain/constants';
import { Bone } from '@/ui/controls/Bone';
import styles from './MenuSkeletons.module.css';

// Each skeleton has the size of what replaces it (issue 15: no layout shift while data and images load): the same
// paddings, borders and image boxes as the real tile / card, and text lines in the real typography variant.

/** A line of skeleton text in a Typography variant, so it is exactly one line of that text high. */
function Line({ variant, width }: { variant: 'h1' | 'h2' | 'body1' | 'body2'; width: string }) {
  return (
    <Typography variant={variant} component="span" sx={{ display: 'block' }}>
      <Bone variant="text" width={width} />
    </Typography>
  );
}

/**
 * Placeholder tiles while menus load (announced once as busy): the real tile's padding, border (1 on the menu list,
 * 2 in the menu-book popup), 84 px thumbnail and name / time lines.
 */
// Decision: 3 tiles while loading (the demo brand's count); a brand with more menus grows below them.
export function MenuTilesSkeleton({ count = 3, border = 1 }: { count?: number; border?: 1 | 2 }) {
  const { t } = useTranslation('menus');
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('menuLoading.menus')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Box
          key={i}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            p: 1.5,
            border,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Bone variant="rounded" width={IMAGE_SIZES.thumbnail} height={IMAGE_SIZES.thumbnail} />
          <Box sx={{ flex: 1 }}>
            <Line variant="body1" width="60%" />
            <Line variant="body2" width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Placeholder of a menu page: the menu-detail cover (232 px), title, time note, category chips and item cards. */
export function MenuPageSkeleton() {
  const { t } = useTranslation('menus');
  return (
    <Box role="status" aria-busy="true" aria-label={t('menuLoading.menu')} sx={{ pb: 4 }}>
      <Bone variant="rectangular" height={IMAGE_SIZES.menuDetail} />
      <Box sx={{ px: 2, pt: 2 }}>
        <Line variant="h1" width="50%" />
        <Line variant="body2" width="40%" />
        <Box sx={{ display: 'flex', gap: 1, mt: 2, pb: 1 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Bone key={i} variant="rounded" width={72} height={31} className={styles.pill} />
          ))}
        </Box>
        <Box sx={{ mt: 3 }}>
          <Line variant="h2" width="30%" />
          {Array.from({ length: 5 }, (_, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Bone variant="rounded" width={IMAGE_SIZES.thumbnail} height={IMAGE_SIZES.thumbnail} />
              <Box sx={{ flex: 1 }}>
                <Line variant="body1" width="70%" />
                <Line variant="body2" width="90%" />
                <Line variant="body2" width="30%" />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
