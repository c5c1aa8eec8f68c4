'use client';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restaurantListParams, SEARCH_DEBOUNCE_MS } from '@/domain/restaurant-list';
import { NearMeButton } from './NearMeButton';
import { RestaurantResults } from './RestaurantResults';
import { RestaurantSearchBar } from './RestaurantSearchBar';
import { useDebouncedValue } from './use-debounced-value';
import { useNearMe } from './use-near-me';
import { usePrefectureOptions } from './use-prefectures';
import { useRestaurantList } from './use-restaurant-list';
import styles from './RestaurantList.module.css';

/** The brand's restaurant list with text search (debounced), prefecture filter, "near me" and paging. */
export function RestaurantList({ brandId }: { brandId: string | null }) {
  const { t } = useTranslation('restaurants');
  const [text, setText] = useState('');
  const [prefectureId, setPrefectureId] = useState('');
  const nearMe = useNearMe();
  const prefectures = usePrefectureOptions(brandId);
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const params = brandId
    ? restaurantListParams(brandId, {
        text: debouncedText,
        prefectureId,
        location: nearMe.active ? nearMe.location : null,
      })
    : null;
  const list = useRestaurantList(params);

  const clear = () => {
    setText('');
    setPrefectureId('');
    if (nearMe.active) nearMe.toggle();
  };

  return (
    <section aria-labelledby="restaurant-list-title">
      {/* Decision (issue 27 item 8): "near me" sits beside the list's heading rather than in a row of its own under
          the fields, so at 320 × 568 the first restaurant card is on screen without scrolling; the row wraps when a
          language's words do not fit beside each other. */}
      <div className={styles.headingRow}>
        <h2 id="restaurant-list-title" className={styles.heading}>
          {t('list.title')}
        </h2>
        <NearMeButton nearMe={nearMe} />
      </div>
      <RestaurantSearchBar
        text={text}
        onTextChange={setText}
        prefectureId={prefectureId}
        onPrefectureChange={setPrefectureId}
        prefectures={prefectures}
        nearMe={nearMe}
      />
      <div className={styles.results}>
        <RestaurantResults list={list} onClear={clear} />
      </div>
    </section>
  );
}
