'use client';

import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MODAL_TRANSITION_MS } from '@/domain/constants';

export interface TwoButtonDialogProps {
  open: boolean;
  /** Texts already translated (and interpolated). */
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button in the error colour (e.g. delete). */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A titled confirmation with cancel and confirm: the shell's confirm dialog, the alcohol and cart-conflict dialogs. */
export function TwoButtonDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: TwoButtonDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      transitionDuration={MODAL_TRANSITION_MS}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={textId} sx={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
