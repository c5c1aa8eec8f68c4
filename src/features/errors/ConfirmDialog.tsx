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
import { useConfirmStore, type ConfirmOptions } from './confirm-store';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** The default confirm dialog: 'Are you sure?', Cancel, OK (SPEC 8), each overridable. */
export function ConfirmDialog({
  open,
  onOk,
  onCancel,
  title = 'dialog.confirm.title',
  text,
  okLabel = 'dialog.confirm.ok',
  cancelLabel = 'dialog.confirm.cancel',
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
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
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={textId}>{t(text)}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel}>{t(cancelLabel)}</Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onOk} autoFocus>
          {t(okLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Renders the pending `confirmDialog()` request. */
export function ConfirmDialogHost() {
  const request = useConfirmStore((state) => state.request);
  const settle = useConfirmStore((state) => state.settle);
  const { resolve: _resolve, ...options } = request ?? { resolve: null };
  return <ConfirmDialog open={request !== null} onOk={() => settle(true)} onCancel={() => settle(false)} {...options} />;
}
