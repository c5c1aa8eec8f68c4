'use client';

import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { GEOLOCATION_ERROR_KEY } from '@/domain/geolocation';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import { Notice } from '@/ui/restaurant/Notice';
import type { NearMe } from './use-near-me';
import styles from './RestaurantList.module.css';

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
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <OutlinedField
        type="search"
        label={t('list.searchLabel')}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        size="small"
        fullWidth
        enterKeyHint="search"
        startAdornment={<SearchIcon aria-hidden />}
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
        <Notice severity="info" role="status">
          {t('list.locating')}
        </Notice>
      ) : nearMe.active && nearMe.location ? (
        <Notice severity="info" role="status">
          {t('list.nearMeActive')}
        </Notice>
      ) : null}
      {nearMe.failed ? (
        <Notice severity="warning" role="alert">
          {t(GEOLOCATION_ERROR_KEY)}
        </Notice>
      ) : null}
    </form>
  );
}
