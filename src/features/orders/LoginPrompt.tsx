'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { startLogin } from '@/ui/session/start-login';
import { ORDERS_PATH } from './order-links';

/** A guest on /orders: asked to log in, and brought back to /orders afterwards (the login's return URL). */
export function LoginPrompt() {
  const { t } = useTranslation('orders');
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('guest.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {t('guest.text')}
      </Typography>
      <Button variant="contained" fullWidth onClick={() => void startLogin({ returnUrl: ORDERS_PATH })}>
        {t('guest.login')}
      </Button>
    </Box>
  );
}
