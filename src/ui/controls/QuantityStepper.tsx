'use client';

import { memo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export interface QuantityStepperProps {
  value: number;
  /** Accessible names of the buttons and of the value (already translated). */
  decreaseLabel: string;
  increaseLabel: string;
  valueLabel: string;
  decreaseDisabled?: boolean;
  /** A visually enabled button may still refuse (and explain with a snackbar): the caller decides. */
  increaseDisabled?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  size?: 'small' | 'medium';
}

// ADR 0009: the stepper's buttons have no ripple, a focus ring and a pressed shade instead, as the item
// sheet's option controls: the ripple's layer and frame fall between press and click, in the tap's measured time
// (`npm run bench:tap`, the 99-line cart case).
const STEP_BUTTON_SX = {
  border: 1,
  borderColor: 'divider',
  '&:active': { bgcolor: 'action.selected' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

/** − value + with accessible names; the value is announced politely when it changes. Shared by the item sheet and the cart. */
export const QuantityStepper = memo(function QuantityStepper({
  value,
  decreaseLabel,
  increaseLabel,
  valueLabel,
  decreaseDisabled = false,
  increaseDisabled = false,
  onDecrease,
  onIncrease,
  size = 'small',
}: QuantityStepperProps) {
  return (
    <Box role="group" aria-label={valueLabel} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size={size}
        aria-label={decreaseLabel}
        onClick={onDecrease}
        disabled={decreaseDisabled}
        disableRipple
        sx={STEP_BUTTON_SX}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>
        {value}
      </Typography>
      <IconButton
        size={size}
        aria-label={increaseLabel}
        onClick={onIncrease}
        disabled={increaseDisabled}
        disableRipple
        sx={STEP_BUTTON_SX}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
});
