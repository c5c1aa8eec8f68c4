'use client';

import { useTranslation } from 'react-i18next';
import { TwoButtonDialog } from '@/ui/controls/TwoButtonDialog';
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
  return (
    <TwoButtonDialog
      open={open}
      title={t(title)}
      text={text ? t(text) : undefined}
      confirmLabel={t(okLabel)}
      cancelLabel={t(cancelLabel)}
      destructive={destructive}
      onConfirm={onOk}
      onCancel={onCancel}
    />
  );
}

/** Renders the pending `confirmDialog()` request. */
export function ConfirmDialogHost() {
  const request = useConfirmStore((state) => state.request);
  const settle = useConfirmStore((state) => state.settle);
  const { resolve: _resolve, ...options } = request ?? { resolve: null };
  return (
    <ConfirmDialog open={request !== null} onOk={() => settle(true)} onCancel={() => settle(false)} {...options} />
  );
}
