'use client';

import { useEffect } from 'react';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { useErrorModalStore } from './error-modal-store';
import { SimpleDialog } from './SimpleDialog';
import { useRunErrorAction } from '@/ui/errors/use-error-navigation';
import { useShellStore } from '@/ui/shell/shell-store';

/** The common error modal: copy and its one button's label and target from the domain error catalogue (SPEC 2, 8). */
export function ErrorModal() {
  const request = useErrorModalStore((state) => state.request);
  const close = useErrorModalStore((state) => state.close);
  const runAction = useRunErrorAction();
  // Decision: while an error page fills the screen, the modal stays closed: it would only repeat what the page says
  // (issue 16 item 4: every call failing showed the message as a page and again as a modal).
  const errorPageShown = useShellStore((state) => state.errorPageShown);
  // ... and is dropped, so it does not appear later when the customer leaves the error page.
  useEffect(() => {
    if (errorPageShown && request) close();
  }, [errorPageShown, request, close]);
  const copy = request ? errorCopyFor(request.endpoint, request.code) : null;
  return (
    <SimpleDialog
      open={request !== null && !errorPageShown}
      onClose={close}
      testId="error-modal"
      title={copy?.title ?? ''}
      text={copy?.text}
      actions={
        copy
          ? [
              {
                label: copy.linkText,
                primary: true,
                onClick: () => {
                  runAction(copy.action, { restaurantId: request?.restaurantId, onClose: close });
                  request?.onDone?.();
                },
              },
            ]
          : []
      }
    />
  );
}
