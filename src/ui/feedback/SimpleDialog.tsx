'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_TRANSITION_MS } from '@/domain/constants';

export interface DialogAction {
  /** Translation key of the label. */
  label: string;
  onClick: () => void;
  primary?: boolean;
}

/** A titled message dialog with one or more buttons; texts are translation keys. */
export function SimpleDialog({
  open,
  title,
  text,
  values,
  actions,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  text?: string;
  values?: Record<string, unknown>;
  actions: DialogAction[];
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      transitionDuration={MODAL_TRANSITION_MS}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      fullWidth
      maxWidth="xs"
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{t(title, values)}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={textId} sx={{ whiteSpace: 'pre-wrap' }}>
            {t(text, values)}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action.label} variant={action.primary ? 'contained' : 'text'} onClick={action.onClick}>
            {t(action.label)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
