'use client';

import { useLayoutEffect, useState, type ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { MODAL_TRANSITION_MS } from '@/domain/constants';
import { MAX_CONTENT_WIDTH } from '@/lib/theme';
import { ItemCloseBar } from './ItemCloseBar';

/** How many loading frames (the route's loading state) are on screen: the sheet replacing one must not slide in again. */
let loadingFramesShown = 0;

/** Marks a loading frame as shown while mounted. */
export function useLoadingFrameMark(): void {
  useLayoutEffect(() => {
    loadingFramesShown += 1;
    return () => {
      loadingFramesShown -= 1;
    };
  }, []);
}

/** True when this sheet replaces the loading frame already on screen (read once, when the sheet first renders). */
export function useReplacesLoadingFrame(): boolean {
  const [replaces] = useState(() => loadingFramesShown > 0);
  return replaces;
}

/**
 * The bottom sheet over the menu page: the same frame for the item and for its loading state (issue 16 item 9), so
 * the sheet appears at once on a tap and the item fills it without a second slide-in.
 */
export function ItemSheetFrame({
  labelledBy,
  label,
  onClose,
  appear = true,
  children,
}: {
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  /** False when the frame replaces one already shown: no slide-in. */
  appear?: boolean;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="bottom"
      open
      onClose={onClose}
      transitionDuration={{ enter: appear ? MODAL_TRANSITION_MS : 0, exit: MODAL_TRANSITION_MS }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': labelledBy,
          'aria-label': label,
          sx: {
            maxHeight: '92dvh',
            maxWidth: MAX_CONTENT_WIDTH,
            mx: 'auto',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
          },
        } as object,
      }}
    >
      <ItemCloseBar onClose={onClose} />
      {children}
    </Drawer>
  );
}
