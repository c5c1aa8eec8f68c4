'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { GEOLOCATION_ERROR_KEY } from '@/domain/geolocation';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import type { NearMe } from './use-near-me';

export interface RestaurantSearchBarProps {
  text: string;
  onTextChange: (text: string) => void;
  prefectureId: string;
  onPrefectureChange: (id: string) => void;
  prefectures: readonly { id: number; name: string }[];
  nearMe: NearMe;
}

/** Text search, prefecture filter and the "near me" toggle of the brand top. */
export function RestaurantSearchBar({
  text,
  onTextChange,
  prefectureId,
  onPrefectureChange,
  prefectures,
  nearMe,
}: RestaurantSearchBarProps) {
  const { t } = useTranslation('restaurants');
  return (
    <Stack component="form" role="search" spacing={1.5} onSubmit={(event) => event.preventDefault()}>
      <OutlinedField
        type="search"
        label={t('list.searchLabel')}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        size="small"
        fullWidth
        enterKeyHint="search"
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
      />
      <OutlinedField
        select
        label={t('list.prefectureLabel')}
        value={prefectureId}
        onChange={(event) => onPrefectureChange(event.target.value)}
        size="small"
        fullWidth
      >
        <option value="">{t('list.allPrefectures')}</option>
        {prefectures.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </OutlinedField>
      <Button
        type="button"
        variant={nearMe.active ? 'contained' : 'outlined'}
        aria-pressed={nearMe.active}
        onClick={nearMe.toggle}
        disabled={nearMe.locating}
        startIcon={nearMe.locating ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon aria-hidden />}
      >
        {t('list.nearMe')}
      </Button>
      {nearMe.locating ? (
        <Alert severity="info" role="status">
          {t('list.locating')}
        </Alert>
      ) : nearMe.active && nearMe.location ? (
        <Alert severity="info" role="status">
          {t('list.nearMeActive')}
        </Alert>
      ) : null}
      {nearMe.failed ? (
        <Alert severity="warning" role="alert">
          {t(GEOLOCATION_ERROR_KEY)}
        </Alert>
      ) : null}
    </Stack>
  );
}
