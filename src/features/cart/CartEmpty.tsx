'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';

/** The empty cart: a message and a button to the menu (SPEC 2). */
export function CartEmpty({ onToMenu }: { onToMenu: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <ShoppingCartOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ mt: 1 }}>{t('cartPanel.empty.text')}</Typography>
      <Button variant="outlined" onClick={onToMenu} sx={{ mt: 3 }}>
        {t('cartPanel.empty.toMenu')}
      </Button>
    </Box>
  );
}
