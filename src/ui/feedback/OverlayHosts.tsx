'use client';

import dynamic from 'next/dynamic';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { useConfirmStore } from './confirm-store';
import { useDialogsStore } from './dialogs-store';
import { useErrorModalStore } from './error-modal-store';
import { useSnackbarStore } from './snackbar-store';

// The shared overlays are not needed for first paint: each one's code (MUI Dialog / Snackbar, copy, navigation) is
// fetched the first time its store asks for it, then the host stays mounted so close animations still play.
// Dialog and Snackbar run their enter transition when mounted open, so the first one animates too.
const ErrorModal = dynamic(() => import('./ErrorModal').then((m) => m.ErrorModal), { ssr: false });
const ConfirmDialogHost = dynamic(() => import('./ConfirmDialog').then((m) => m.ConfirmDialogHost), { ssr: false });
const SharedDialogs = dynamic(() => import('./SharedDialogs').then((m) => m.SharedDialogs), { ssr: false });
const SnackbarHost = dynamic(() => import('./SnackbarHost').then((m) => m.SnackbarHost), { ssr: false });

/** Snackbar, error modal, confirm dialog and shared dialogs, each loaded on first use. */
export function OverlayHosts() {
  const snackbar = useMountOnce(useSnackbarStore((state) => state.current !== null));
  const errorModal = useMountOnce(useErrorModalStore((state) => state.request !== null));
  const confirm = useMountOnce(useConfirmStore((state) => state.request !== null));
  const dialogs = useMountOnce(useDialogsStore((state) => state.dialog !== null));
  return (
    <>
      {snackbar ? <SnackbarHost /> : null}
      {errorModal ? <ErrorModal /> : null}
      {confirm ? <ConfirmDialogHost /> : null}
      {dialogs ? <SharedDialogs /> : null}
    </>
  );
}
