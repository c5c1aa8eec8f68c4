'use client';

import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetTermsOfSale } from '@/api/generated/endpoints/restaurants/restaurants';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useLocalized } from '@/lib/i18n/use-language';
import { queryOptionsFor } from '@/lib/query-client';
import { Bone } from '@/ui/controls/Bone';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './TermsOfSale.module.css';

// Issue 29 (ADR 0026): the page reacts to no tap: plain elements styled by CSS modules, not MUI's Box, Typography and
// Skeleton (same look).

/** /restaurants/{restaurantId}/terms_of_sale: the restaurant's terms of sale as titled sections (getTermsOfSale). */
export function TermsOfSale({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const query = useGetTermsOfSale(restaurantId, {
    query: { enabled: Boolean(restaurantId), ...queryOptionsFor('TERMS') },
  });
  if (query.isError) return <ApiErrorView endpoint="getTermsOfSale" code={toApiFailure(query.error).code} />;
  return (
    <article aria-labelledby="page-title" className={surfaces.page}>
      <h1 id="page-title" className={surfaces.title}>
        {t('terms.title')}
      </h1>
      {query.data ? (
        query.data.sections.map((section, i) => (
          <section key={i} className={styles.section}>
            <h2 className={styles.sectionTitle}>{localized(section.title, section.titleLanguages)}</h2>
            <p className={styles.body}>{localized(section.body, section.bodyLanguages)}</p>
          </section>
        ))
      ) : (
        <Bone variant="rounded" height={200} label={t('form.loading')} className={styles.loading} />
      )}
    </article>
  );
}
