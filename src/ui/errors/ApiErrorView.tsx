'use client';

import { ERROR_CODES } from '@/domain/error-codes';
import { errorCopyFor } from './error-copy';
import { ErrorPage } from './ErrorPage';

/** The error page for a failed call: copy and button from the catalogue; missing authorization offers login. */
export function ApiErrorView({
  endpoint,
  code,
  onBeforeAction,
}: {
  endpoint: string;
  code: string | null;
  onBeforeAction?: () => void;
}) {
  const copy = errorCopyFor(endpoint, code);
  return (
    <ErrorPage
      title={copy.title}
      text={copy.text}
      action={copy.action === 'close' ? 'toRestaurantList' : copy.action}
      actionLabel={copy.action === 'close' ? undefined : copy.linkText}
      authMissing={code === ERROR_CODES.noAuthorizationHeader}
      onBeforeAction={onBeforeAction}
    />
  );
}
