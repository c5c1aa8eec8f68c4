'use client';

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetLinePrivacyPolicy } from '@/api/generated/endpoints/brands/brands';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useLocalized } from '@/lib/i18n/use-language';
import { queryOptionsFor } from '@/lib/query-client';

/** /privacy_policy: the brand's LINE mini-app privacy policy (GET /v1/brands/{brandId}/line_privacy_policy). */
export function PrivacyPolicyScreen() {
  const { t } = useTranslation('line');
  const { brandId } = useBrandContext();
  const localized = useLocalized();
  const query = useGetLinePrivacyPolicy(brandId, { query: { enabled: Boolean(brandId), ...queryOptionsFor('TERMS') } });
  if (query.isError) return <ApiErrorView endpoint="getLinePrivacyPolicy" code={toApiFailure(query.error).code} />;
  const policy = query.data;
  return (
    <Box component="article" aria-labelledby="page-title" aria-busy={!policy} sx={{ px: 2, py: 3 }}>
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {policy ? localized(policy.title, policy.titleLanguages) : t('privacyPolicy.title')}
      </Typography>
      {policy ? (
        <Typography sx={{ whiteSpace: 'pre-line', mt: 3 }}>{localized(policy.body, policy.bodyLanguages)}</Typography>
      ) : (
        <Skeleton variant="rounded" height={200} sx={{ mt: 3 }} aria-label={t('privacyPolicy.loading')} />
      )}
    </Box>
  );
}
