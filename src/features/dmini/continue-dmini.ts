import { toApiFailure } from '@/api/api-error';
import { getDMiniUserStatus } from '@/api/generated/endpoints/dmini/dmini';
import { dMiniNextStep } from '@/domain/dmini-launch';
import { storedState } from '@/lib/stored-state';
import { startDAccountLogin } from './daccount-login';
import { dMiniLanding } from './dmini-session';
import type { DMiniProblem } from './DMiniErrorPage';

export const DMINI_PATH = '/dmini';
export const DMINI_TERMS_PATH = '/dmini/terms';

export type DMiniNext = { kind: 'terms' } | { kind: 'leaving' } | { kind: 'problem'; problem: DMiniProblem };

/**
 * The step after a verified launch (and after the terms): the terms page on first use, else the d-account login of
 * the launch, else the launch restaurant (issue 14 items 7–9). `termsAgreed` skips the status call when it is known.
 */
export async function continueDMini(brandId: string, termsAgreed?: boolean): Promise<DMiniNext> {
  let agreed = termsAgreed;
  if (agreed === undefined) {
    try {
      agreed = (await getDMiniUserStatus()).isTermsAgreed;
    } catch (error) {
      return {
        kind: 'problem',
        problem: { kind: 'api', endpoint: 'getDMiniUserStatus', failure: toApiFailure(error) },
      };
    }
  }
  const step = dMiniNextStep({
    termsAgreed: agreed,
    hasDAccountSession: Boolean(storedState.get('dAccountSessionID')),
  });
  if (step === 'terms') return { kind: 'terms' };
  if (step === 'login') {
    const failure = await startDAccountLogin({
      brandId,
      flow: 'dminiLaunch',
      restaurantId: storedState.get('dMiniLaunchRestaurantId'),
      returnPath: DMINI_PATH,
    });
    return failure
      ? { kind: 'problem', problem: { kind: 'api', endpoint: 'dMiniLogin', failure } }
      : { kind: 'leaving' };
  }
  window.location.replace(dMiniLanding());
  return { kind: 'leaving' };
}
