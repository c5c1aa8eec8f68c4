'use client';

import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '@/api/api-error';
import type { DAccountCallbackRefusal } from '@/domain/daccount-flow';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { ErrorPage } from '@/ui/errors/ErrorPage';
import { ShellOptions } from '@/ui/shell/ShellOptions';

/** Why a mini-app page refuses to go on (launch, terms, d-account callback). */
export type DMiniRefusal = 'launchMissing' | 'launchForged' | 'launchUnverified' | DAccountCallbackRefusal;

export type DMiniProblem =
  { kind: 'refused'; reason: DMiniRefusal } | { kind: 'api'; endpoint: string; failure: ApiFailure };

/**
 * The clear error page of the mini-app flows: what went wrong in the customer's words and one way back (the shop
 * list). Decision: a refused launch or callback never logs in and never keeps anything; the way back is the shop
 * list, which works inside and outside the mini app.
 */
export function DMiniErrorPage({ problem }: { problem: DMiniProblem }) {
  useTranslation('dmini');
  if (problem.kind === 'refused') {
    return (
      <>
        <ShellOptions cart={false} />
        <ErrorPage
          title={`dmini:error.${problem.reason}.title`}
          text={`dmini:error.${problem.reason}.text`}
          action="toRestaurantList"
        />
      </>
    );
  }
  const copy = errorCopyFor(problem.endpoint, problem.failure.code);
  return (
    <>
      <ShellOptions cart={false} />
      <ErrorPage title={copy.title} text={copy.text} action="toRestaurantList" />
    </>
  );
}
