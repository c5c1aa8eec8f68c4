'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { getGetDMiniUserStatusQueryKey } from '@/api/generated/endpoints/dmini/dmini';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { completeDAccount } from './complete-daccount';
import { DMiniErrorPage, type DMiniProblem } from './DMiniErrorPage';
import { DMiniWorking } from './DMiniWorking';

export const DACCOUNT_REDIRECT_PATH = '/dmini/daccount/redirect';

/** The return address of every d-account round trip: a spinner while it completes, else a clear error page. */
export function DAccountRedirectScreen() {
  const { brandId } = useBrandContext();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<DMiniProblem | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = window.location.search;
    // No code or state stays in the address bar or the history.
    window.history.replaceState(window.history.state, '', DACCOUNT_REDIRECT_PATH);
    void completeDAccount(search, brandId).then((outcome) => {
      if (outcome.kind === 'problem') return setProblem(outcome.problem);
      if (outcome.flow === 'dminiLaunch') {
        // A full load that replaces this entry: the logged-in session starts with fresh answers.
        window.location.replace(outcome.target);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: getGetDMiniUserStatusQueryKey() });
      showSnackbar(outcome.linkedCard ? 'dmini:dpoint.linkedDone' : 'dmini:dpoint.notLinked', {
        variant: outcome.linkedCard ? 'primary' : 'error',
        announcesNavigation: true,
      });
      router.replace(outcome.target);
    });
  }, [brandId, queryClient, router]);

  if (problem) return <DMiniErrorPage problem={problem} />;
  return <DMiniWorking label="redirect.working" />;
}
