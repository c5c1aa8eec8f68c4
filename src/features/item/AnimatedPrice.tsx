'use client';

import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { PRICE_ANIMATION_MS } from '@/domain/constants';
import { useYen } from '@/lib/i18n/use-language';

const pulse = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.18); }
  100% { transform: scale(1); }
`;

/** The total; after a change it animates for PRICE_ANIMATION_MS (SPEC 2, SPEC 9: 500 ms). Remounted per value. */
export function AnimatedPrice({ amount }: { amount: number }) {
  const yen = useYen();
  return (
    <Box
      key={amount}
      component="span"
      data-testid="item-total"
      sx={{
        display: 'inline-block',
        fontWeight: 700,
        animation: `${pulse} ${PRICE_ANIMATION_MS}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {yen(amount)}
    </Box>
  );
}
