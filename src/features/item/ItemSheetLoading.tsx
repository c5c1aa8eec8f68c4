'use client';

import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { ItemSheetFrame, useLoadingFrameMark } from './ItemSheetFrame';
import { ItemSkeleton } from './ItemSkeleton';

/**
 * The item sheet's loading state (issue 16 item 9): the route's `loading` view, shown the moment an item is tapped,
 * with the item's skeleton at its final sizes (image 374 px, SPEC 2) until the item's route and data arrive.
 */
export function ItemSheetLoading() {
  const { t } = useTranslation('item');
  const router = useRouter();
  useLoadingFrameMark();
  return (
    <ItemSheetFrame label={t('item.loading')} onClose={() => router.back()}>
      <ItemSkeleton />
    </ItemSheetFrame>
  );
}
