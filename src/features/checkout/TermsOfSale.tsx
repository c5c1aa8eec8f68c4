'use client';

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetTermsOfSale } from '@/api/generated/endpoints/restaurants/restaurants';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useLocalized } from '@/lib/i18n/use-language';
import { queryOptionsFor } from '@/lib/query-client';

/** /restaurants/{restaurantId}/terms_of_sale: the restaurant's terms of sale as titled sections (getTermsOfSale). */
export function TermsOfSale({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const query = useGetTermsOfSale(restaurantId, {
    query: { enabled: Boolean(restaurantId), ...queryOptionsFor('TERMS') },
  });
  if (query.isError) return <ApiErrorView endpoint="getTermsOfSale" code={toApiFailure(query.error).code} />;
  return (
    <Box component="article" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('terms.title')}
      </Typography>
      {query.data ? (
        query.data.sections.map((section, i) => (
          <Box component="section" key={i} sx={{ mt: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {localized(section.title, section.titleLanguages)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>
              {localized(section.body, section.bodyLanguages)}
            </Typography>
          </Box>
        ))
      ) : (
        <Skeleton variant="rounded" height={200} sx={{ mt: 3 }} aria-label={t('form.loading')} />
      )}
    </Box>
  );
}
