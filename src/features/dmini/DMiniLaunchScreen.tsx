'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toApiFailure } from '@/api/api-error';
import { verifyDMiniHash } from '@/api/generated/endpoints/dmini/dmini';
import { hasLaunchParams, parseDMiniLaunch } from '@/domain/dmini-launch';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { continueDMini, DMINI_PATH, DMINI_TERMS_PATH, type DMiniNext } from './continue-dmini';
import { enterDMiniApp, inDMiniApp } from './dmini-session';
import { DMiniErrorPage, type DMiniProblem } from './DMiniErrorPage';
import { DMiniWorking } from './DMiniWorking';

/**
 * Judges a launch: the parameters' shape, then the seed and hash by POST /v1/dmini/verify_hash (before anything is
 * kept). A plain visit of `/dmini` inside a running mini-app session (a reload, the way back from the d-account page)
 * goes on with the session; outside one it is refused.
 * Decision: the verify call itself still goes out as `x-platform-code: web` (nothing is trusted before it answers);
 * every call after it says pay_mini_app. The seed and hash guard the launch only, the one step that grants the
 * mini-app platform: a d払い payment return is judged by the server when the order is started with its
 * payment_request_id (POST /v1/orders/start), and it carries the order id in its path, so it finishes on the right
 * complete page even when the session (and so the mini-app flag) was lost.
 */
async function launch(search: string, brandId: string): Promise<DMiniNext> {
  const params = new URLSearchParams(search);
  if (!hasLaunchParams(params)) {
    if (inDMiniApp()) return continueDMini(brandId);
    return { kind: 'problem', problem: { kind: 'refused', reason: 'launchMissing' } };
  }
  const parsed = parseDMiniLaunch(params);
  if (!parsed.ok)
    return {
      kind: 'problem',
      problem: { kind: 'refused', reason: parsed.reason === 'missing' ? 'launchMissing' : 'launchForged' },
    };
  try {
    const { seed, hash } = parsed.launch;
    const verdict = await verifyDMiniHash({ seed, hash });
    if (!verdict.isValid) return { kind: 'problem', problem: { kind: 'refused', reason: 'launchUnverified' } };
  } catch (error) {
    return { kind: 'problem', problem: { kind: 'api', endpoint: 'verifyDMiniHash', failure: toApiFailure(error) } };
  }
  enterDMiniApp(parsed.launch.restaurantId);
  return continueDMini(brandId);
}

/** `/dmini`: the d払い mini app's entry (issue 14 items 7 and 11). */
export function DMiniLaunchScreen() {
  const { brandId } = useBrandContext();
  const router = useRouter();
  const [problem, setProblem] = useState<DMiniProblem | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = window.location.search;
    // The launch parameters leave the address bar and the history entry before anything else happens.
    if (search) window.history.replaceState(window.history.state, '', DMINI_PATH);
    void launch(search, brandId).then((next) => {
      if (next.kind === 'problem') setProblem(next.problem);
      else if (next.kind === 'terms') router.replace(DMINI_TERMS_PATH);
    });
  }, [brandId, router]);

  if (problem) return <DMiniErrorPage problem={problem} />;
  return <DMiniWorking label="launch.starting" />;
}
