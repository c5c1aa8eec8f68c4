'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** SPEC 1 "A menu can be view-only: the customer may look but not order" — the visible note. */
export function ViewOnlyNote() {
  const { t } = useTranslation('menus');
  return (
    <Alert severity="info" role="note" aria-label={t('menuViewOnly.title')}>
      <AlertTitle>{t('menuViewOnly.title')}</AlertTitle>
      {t('menuViewOnly.text')}
    </Alert>
  );
}
