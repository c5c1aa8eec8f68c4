'use client';

import { useTranslation } from 'react-i18next';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import surfaces from '@/ui/controls/surfaces.module.css';

/**
 * While the sheet (a modal) is open, the rest of the page — the shell's snackbar included — is hidden from assistive
 * technology; this live region inside the sheet repeats the current snackbar message so it is still announced.
 */
export function SnackbarAnnouncer() {
  const { t } = useTranslation();
  const current = useSnackbarStore((state) => state.current);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={surfaces.visuallyHidden}
      data-testid="item-snackbar-announcer"
    >
      {current ? t(current.message, current.values) : ''}
    </div>
  );
}
