'use client';

import { useTranslation } from 'react-i18next';
import { GEOLOCATION_ERROR_KEY } from '@/domain/geolocation';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import { PathIcon } from '@/ui/controls/PathIcon';
import { Notice } from '@/ui/restaurant/Notice';
import type { NearMe } from './use-near-me';
import styles from './RestaurantList.module.css';

// Issue 29 (ADR 0026): Material's Search icon as an inline path (no SvgIcon code).
const SEARCH_ICON =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

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
        startAdornment={<PathIcon d={SEARCH_ICON} />}
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
