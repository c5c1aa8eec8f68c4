'use client';

import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { RETURN_BUTTON } from './ErrorPage';
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
      <NextLink href="/" className={RETURN_BUTTON}>
        {t('errorPage.toShopList')}
      </NextLink>
    </section>
  );
}
