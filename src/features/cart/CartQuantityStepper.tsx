'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { cartCounterButtons } from '@/domain/cart';

/** The cart line's quantity counter 0–99: the buttons are disabled at the bounds (SPEC 5). */
export function CartQuantityStepper({
  name,
  quantity,
  onChange,
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('cart');
  const { decrementDisabled, incrementDisabled } = cartCounterButtons(quantity);
  return (
    <Box role="group" aria-label={t('cartPanel.line.quantity', { name })} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size="small"
        aria-label={t('cartPanel.line.decrease', { name })}
        disabled={decrementDisabled}
        onClick={() => onChange(quantity - 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>
        {quantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('cartPanel.line.increase', { name })}
        disabled={incrementDisabled}
        onClick={() => onChange(quantity + 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
