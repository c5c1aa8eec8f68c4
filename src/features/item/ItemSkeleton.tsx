'use client';

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Bone } from '@/ui/controls/Bone';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './ItemScreen.module.css';

/** Loading view of the item sheet: image (its final size, ItemScreen.module.css `image`), title, price and a few groups. */
export function ItemSkeleton() {
  const { t } = useTranslation('item');
  return (
    <Box role="status" aria-busy="true" sx={{ px: 2, pb: 3 }}>
      <span className={surfaces.visuallyHidden}>{t('item.loading')}</span>
      <div className={`${styles.image} ${styles.bone}`}>
        <Bone variant="rounded" width="100%" height="100%" />
      </div>
      <Box sx={{ fontSize: '1.5rem', mt: 1.5 }}>
        <Bone variant="text" width="60%" />
      </Box>
      <Bone variant="text" width="30%" />
      <Bone variant="text" width="90%" />
      {[0, 1, 2].map((group) => (
        <Box key={group} sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Bone variant="text" width="40%" />
          <Bone variant="rounded" height={40} />
          <Bone variant="rounded" height={40} />
        </Box>
      ))}
    </Box>
  );
}
