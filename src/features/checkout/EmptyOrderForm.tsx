'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/restaurant/Notice';
import { ShellOptions } from '@/ui/shell/ShellOptions';

export interface EmptyOrderFormProps {
  restaurantId: string;
}

/** The order form without a cart for this restaurant: says so and leads to the menus. */
export function EmptyOrderForm({ restaurantId }: EmptyOrderFormProps) {
  const { t } = useTranslation('checkout');
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      <ShellOptions cart />
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('form.title')}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Notice severity="info" role="alert">
          {t('form.emptyCart')}
        </Notice>
      </Box>
      <Button component={NextLink} href={`/restaurants/${encodeURIComponent(restaurantId)}/menus`} sx={{ mt: 2 }}>
        {t('form.toMenus')}
      </Button>
    </Box>
  );
}
