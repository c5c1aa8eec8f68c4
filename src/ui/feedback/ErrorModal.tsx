'use client';

import { errorCopyFor } from '@/ui/errors/error-copy';
import { useErrorModalStore } from './error-modal-store';
import { SimpleDialog } from './SimpleDialog';
import { useRunErrorAction } from '@/ui/errors/use-error-navigation';

/** The common error modal: copy and its one button's label and target from the domain error catalogue (SPEC 2, 8). */
export function ErrorModal() {
  const request = useErrorModalStore((state) => state.request);
  const close = useErrorModalStore((state) => state.close);
  const runAction = useRunErrorAction();
  const copy = request ? errorCopyFor(request.endpoint, request.code) : null;
  return (
    <SimpleDialog
      open={request !== null}
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
