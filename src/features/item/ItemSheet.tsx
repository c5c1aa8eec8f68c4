'use client';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemSheetFrame, useReplacesLoadingFrame } from './ItemSheetFrame';
import { ItemSkeleton } from './ItemSkeleton';
import { preloadItemTimes } from './ItemSummary';
import { SnackbarAnnouncer } from './SnackbarAnnouncer';
import { useItemScreen, type ItemScreenProps } from './use-item-screen';

/**
 * The item detail (SPEC 2) as a bottom sheet over the menu page, which stays underneath (scroll locked; close and
 * back return to it). Opened directly, the item URL renders `ItemPage` instead.
 */
export function ItemSheet(props: ItemScreenProps) {
  const { t } = useTranslation('item');
  const replacesLoading = useReplacesLoadingFrame();
  useState(preloadItemTimes); // once, as the sheet opens
  const { content, loading, titleId, close } = useItemScreen(props, 'overlay', <ItemSkeleton />);
  return (
    <ItemSheetFrame
      labelledBy={loading ? undefined : titleId}
      label={loading ? t('item.loading') : undefined}
      onClose={close}
      appear={!replacesLoading}
    >
      {content}
      <SnackbarAnnouncer />
    </ItemSheetFrame>
  );
}
