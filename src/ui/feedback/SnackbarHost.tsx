'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MS } from '@/domain/constants';
import { bottomBarHeight, SNACKBAR_GAP_PX } from './snackbar-layout';
import { useSnackbarStore, type SnackbarVariant } from './snackbar-store';

// Decision: the spec's "primary" variant (confirmations: quantity changed, item deleted, menu chosen) is drawn in a
// neutral dark grey, not the brand colour: the brands' primary is red, and a red confirmation reads as an error
// (issue 16 item 6). Errors keep the error colour, information the info colour.
const COLORS: Record<SnackbarVariant, string> = {
  primary: 'grey.900',
  error: 'error.main',
  info: 'info.main',
};

/**
 * The bottom bar's height while `open`, followed frame by frame: bars come and go while a message shows (the item
 * sheet closing, the cart bar appearing, the cart panel opening), and the message must stay above whichever is there.
 */
function useBottomBarHeight(open: boolean, own: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  // A layout effect: the first measure lands before the message is painted.
  useLayoutEffect(() => {
    if (!open) return;
    let frame = 0;
    const follow = () => {
      setHeight(bottomBarHeight(own.current));
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [open, own]);
  return height;
}

/** Renders the snackbar store at the bottom of the screen, above the bar docked there (if any); a message of a page
 * the customer left is cleared. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const current = useSnackbarStore((state) => state.current);
  const hide = useSnackbarStore((state) => state.hide);
  const navigated = useSnackbarStore((state) => state.navigated);
  const pathname = usePathname();
  const seenPath = useRef(pathname);
  const own = useRef<HTMLDivElement>(null);
  const bottom = useBottomBarHeight(current !== null, own) + SNACKBAR_GAP_PX;

  useEffect(() => {
    if (pathname === seenPath.current) return;
    seenPath.current = pathname;
    if (pathname) navigated(pathname);
  }, [pathname, navigated]);

  return (
    <Snackbar
      ref={own}
      key={current?.id}
      open={current !== null}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && hide()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: bottom, sm: bottom + 16 } }}
    >
      <SnackbarContent
        role={current?.variant === 'error' ? 'alert' : 'status'}
        data-variant={current?.variant}
        sx={{ bgcolor: COLORS[current?.variant ?? 'primary'], color: '#fff', fontWeight: 700 }}
        message={current ? t(current.message, current.values) : ''}
      />
    </Snackbar>
  );
}
