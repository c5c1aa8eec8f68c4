'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ShellOptions } from '@/ui/shell/ShellOptions';

/** The one progress view of the mini-app pages while a call runs or the browser leaves. */
export function DMiniWorking({ label }: { label: string }) {
  const { t } = useTranslation('dmini');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
      <ShellOptions cart={false} />
      <CircularProgress aria-hidden />
      <Typography>{t(label)}</Typography>
    </Box>
  );
}
