'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { NearMe } from './use-near-me';

/** The "near me" toggle of the brand top (pressed while the list is sorted by distance). */
export function NearMeButton({ nearMe, sx }: { nearMe: NearMe; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('restaurants');
  return (
    <Button
      type="button"
      variant={nearMe.active ? 'contained' : 'outlined'}
      aria-pressed={nearMe.active}
      onClick={nearMe.toggle}
      disabled={nearMe.locating}
      startIcon={nearMe.locating ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon aria-hidden />}
      sx={sx}
    >
      {t('list.nearMe')}
    </Button>
  );
}
