'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { AnimatedPrice } from './AnimatedPrice';

export interface AddToCartBarProps {
  /** Translation key of the label (domain addToCartLabelKey, or the view-only key). */
  labelKey: string;
  total: number;
  /** Show the total on the button (not for sold-out / disabled / overtime / view-only). */
  showTotal: boolean;
  disabled: boolean;
  busy: boolean;
  onAdd: () => void;
}

/** The sticky add-to-cart button with the status label and the animated total. */
export function AddToCartBar({ labelKey, total, showTotal, disabled, busy, onAdd }: AddToCartBarProps) {
  const { t } = useTranslation('item');
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        py: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
      }}
    >
      <Button
        fullWidth
        size="large"
        variant="contained"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={onAdd}
        sx={{ justifyContent: showTotal ? 'space-between' : 'center', py: 1.25, fontWeight: 700 }}
      >
        <Box component="span">{t(labelKey)}</Box>
        {busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
        {showTotal && !busy ? <AnimatedPrice amount={total} /> : null}
      </Button>
    </Box>
  );
}
