'use client';

import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MS } from '@/domain/constants';
import { useShellStore } from '@/ui/shell/shell-store';
import { BOTTOM_BAR_HEIGHT_PX, CART_BAR_HEIGHT_PX, snackbarBottomPx } from './snackbar-layout';
import { useSnackbarStore, type SnackbarVariant } from './snackbar-store';

// Decision: the spec's "primary" variant (confirmations: quantity changed, item deleted, menu chosen) is drawn in a
// neutral dark grey, not the brand colour: the brands' primary is red, and a red confirmation reads as an error
// (issue 16 item 6). Errors keep the error colour, information the info colour.
const COLORS: Record<SnackbarVariant, string> = {
  primary: 'grey.900',
  error: 'error.main',
  info: 'info.main',
};

/** Renders the snackbar store at the bottom of the screen, above the cart's order button while the cart is open
 * and above the menu pages' cart bar while it shows. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const current = useSnackbarStore((state) => state.current);
  const hide = useSnackbarStore((state) => state.hide);
  const cartOpen = useShellStore((state) => state.cartOpen);
  const cartBarShown = useShellStore((state) => state.cartBarShown);
  const bottom = snackbarBottomPx(cartOpen ? BOTTOM_BAR_HEIGHT_PX : cartBarShown ? CART_BAR_HEIGHT_PX : 0);
  return (
    <Snackbar
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
