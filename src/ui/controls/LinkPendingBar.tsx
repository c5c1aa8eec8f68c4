'use client';

import LinearProgress from '@mui/material/LinearProgress';
import { useLinkStatus } from 'next/link';

/**
 * A thin bar along the bottom edge of a link while the navigation it started is pending (issue 16 item 9: every
 * control that starts a load shows it started). Place it inside a `next/link` whose box is `position: relative`; it
 * is absolutely placed, so it never moves the layout, and hidden from assistive technology (the screen that opens
 * announces its own loading state).
 */
export function LinkPendingBar() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <LinearProgress
      aria-hidden
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, pointerEvents: 'none' }}
    />
  );
}
