'use client';

import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/restaurant/Notice';

/** SPEC 1 "A menu can be view-only: the customer may look but not order" — the visible note. */
export function ViewOnlyNote() {
  const { t } = useTranslation('menus');
  return (
    <div role="note" aria-label={t('menuViewOnly.title')}>
      <Notice severity="info" title={t('menuViewOnly.title')}>
        {t('menuViewOnly.text')}
      </Notice>
    </div>
  );
}
