'use client';

import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import styles from './ErrorPage.module.css';

/** The not-found page content. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className={styles.notFound}>
      <h1 id="page-title" className={`${styles.title} ${styles.gutterBottom}`}>
        {t('notFound.title')}
      </h1>
      <p className={`${styles.text} ${styles.beforeButton}`}>{t('notFound.text')}</p>
      <Button component={NextLink} href="/" variant="contained" fullWidth>
        {t('errorPage.toShopList')}
      </Button>
    </section>
  );
}
