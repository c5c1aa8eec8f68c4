'use client';

import { useMemo } from 'react';
import { useListPrefectures } from '@/api/generated/endpoints/restaurants/restaurants';
import { PREFECTURES } from '@/domain/prefecture';
import { useLocalized } from '@/lib/i18n/use-language';
import { queryOptionsFor } from '@/lib/query-client';

// Decision: the prefecture list comes from listPrefectures (localized names); while it loads or when it fails the
// domain's 47 Japanese names are used, so the filter always works.
/** The 47 prefectures as {id, name} in the current language. */
export function usePrefectureOptions(brandId: string | null): { id: number; name: string }[] {
  const localized = useLocalized();
  const query = useListPrefectures(
    { brandId: brandId ?? undefined },
    {
      query: { enabled: Boolean(brandId), ...queryOptionsFor('RESTAURANT') },
    },
  );
  return useMemo(() => {
    const list = query.data?.prefectures;
    if (!list?.length) return PREFECTURES.map((p) => ({ id: p.id, name: p.name }));
    return [...list].sort((a, b) => a.id - b.id).map((p) => ({ id: p.id, name: localized(p.name, p.nameLanguages) }));
  }, [query.data, localized]);
}
