'use client';

import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
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

/** Text search and prefecture filter of the brand top, and what "near me" is doing (its button heads the list). */
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
    <Stack component="form" role="search" spacing={1} onSubmit={(event) => event.preventDefault()}>
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
