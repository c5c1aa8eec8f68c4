import Box from '@mui/material/Box';
import { Bone } from '@/ui/controls/Bone';

/**
 * The order form's sections (lines, coupon, payment, contact, price) while the confirmation loads: a skeleton at least
 * the screen's height, so the footer stays below the fold and the sections arrive as new content, not as a shift.
 */
export function OrderFormSkeleton() {
  return (
    <Box aria-hidden sx={{ mt: 3, minHeight: '100dvh', display: 'grid', alignContent: 'start', gap: 2 }}>
      <Bone variant="rounded" height={96} />
      <Bone variant="text" width="40%" />
      <Bone variant="rounded" height={56} />
      <Bone variant="text" width="40%" />
      <Bone variant="rounded" height={160} />
      <Bone variant="text" width="40%" />
      <Bone variant="rounded" height={56} />
      <Bone variant="rounded" height={56} />
    </Box>
  );
}
