'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';

/** The not-found page content. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 3, py: 5, textAlign: 'center' }}>
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Button component={NextLink} href="/" variant="contained" fullWidth>
        {t('errorPage.toShopList')}
      </Button>
    </Box>
  );
}
