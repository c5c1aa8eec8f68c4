'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { toApiFailure } from '@/api/api-error';
import { ERROR_CODES } from '@/domain/error-codes';
import { ErrorPage } from '@/ui/errors/ErrorPage';

/** Render errors below the root layout: the generic error page inside the shell; resets when the route changes. */
export default function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const pathname = usePathname();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current) reset();
  }, [pathname, reset]);
  useEffect(() => {
    console.error(error);
  }, [error]);

  const authMissing = toApiFailure(error).code === ERROR_CODES.noAuthorizationHeader;
  return (
    <ErrorPage
      title="errorPage.genericTitle"
      text="errorPage.genericText"
      authMissing={authMissing}
      onBeforeAction={reset}
    />
  );
}
