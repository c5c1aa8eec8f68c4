'use client';

import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MS } from '@/domain/constants';
import { useSnackbarStore, type SnackbarVariant } from './snackbar-store';

const COLORS: Record<SnackbarVariant, string> = {
  primary: 'primary.main',
  error: 'error.main',
  info: 'info.main',
};

/** Renders the snackbar store at the bottom of the screen. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const current = useSnackbarStore((state) => state.current);
  const hide = useSnackbarStore((state) => state.hide);
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && hide()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
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
