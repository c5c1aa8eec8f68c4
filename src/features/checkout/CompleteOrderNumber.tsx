'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The complete page's order number, large, with the receive date and time under it (issue 27 item 6). */
export function CompleteOrderNumber({ orderNumber, receiveAt }: { orderNumber: string; receiveAt: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Box sx={{ textAlign: 'center', my: 2 }}>
      <Typography color="text.secondary">{t('complete.orderNumber')}</Typography>
      <Typography
        component="p"
        sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1.15, overflowWrap: 'anywhere' }}
        aria-label={t('complete.orderNumberLabel', { number: orderNumber })}
      >
        {orderNumber}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 1 }}>
        {receiveAt}
      </Typography>
    </Box>
  );
}
