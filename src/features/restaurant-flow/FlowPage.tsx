'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bone } from '@/ui/controls/Bone';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './FlowPage.module.css';

/** A restaurant-flow screen: h1 title, the restaurant's name under it, and the content (or skeletons while loading). */
export function FlowPage({
  title,
  restaurantName,
  loading,
  children,
}: {
  title: string;
  restaurantName?: string | null;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('restaurants');
  return (
    <section aria-labelledby="page-title" aria-busy={loading || undefined} className={surfaces.page}>
      <h1 id="page-title" className={surfaces.title}>
        {title}
      </h1>
      {/* The name's line is there from the start (a skeleton until the restaurant is in): nothing below moves (CLS). */}
      {restaurantName !== undefined ? (
        <p className={styles.restaurant}>
          {restaurantName ? t('flow.restaurantLabel', { name: restaurantName }) : <Bone variant="text" width="50%" />}
        </p>
      ) : null}
      <div className={styles.content}>
        {loading ? (
          <div role="status" aria-label={t('flow.loading')}>
            <div className={styles.loadingBox}>
              <Bone variant="rounded" height={72} />
            </div>
            <Bone variant="rounded" height={72} />
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
