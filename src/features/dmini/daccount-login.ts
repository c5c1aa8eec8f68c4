import { toApiFailure, type ApiFailure } from '@/api/api-error';
import { dAccountLogin } from '@/api/generated/endpoints/daccount/daccount';
import { dMiniLogin } from '@/api/generated/endpoints/dmini/dmini';
import { dAccountState, dMiniLoginType, STATE_NONCE_HEX_LENGTH, type DAccountFlow } from '@/domain/daccount-flow';
import { externalNavigationTarget } from '@/domain/external-url';
import { sanitizeReturnUrl } from '@/domain/return-url';
import { writeDAccountLogin } from './dmini-session';

function nonceHex(): string {
  const bytes = new Uint8Array(STATE_NONCE_HEX_LENGTH / 2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface DAccountLoginStart {
  brandId: string;
  flow: DAccountFlow;
  /** The launch restaurant (mini app, optional there) or the restaurant of the page (web, required by the call). */
  restaurantId: string | null;
  /** Where a d POINT card link comes back to. */
  returnPath: string;
}

/**
 * Starts a d-account round trip (issue 14 items 8 and 10): a fresh state bound to the brand is kept with the flow,
 * then GET /v1/dmini/daccount/login/{brandId} (mini app) or GET /v1/daccount/login/{brandId}/{restaurantId} (web)
 * names the d-account page, and the browser goes there. Resolves with the failure when it cannot leave.
 */
export async function startDAccountLogin(start: DAccountLoginStart): Promise<ApiFailure | null> {
  const state = dAccountState(start.brandId, nonceHex());
  writeDAccountLogin({
    state,
    brandId: start.brandId,
    flow: start.flow,
    restaurantId: start.restaurantId,
    returnPath: sanitizeReturnUrl(start.returnPath),
    used: false,
  });
  try {
    const answer =
      start.flow === 'webDpoint'
        ? await dAccountLogin(start.brandId, start.restaurantId ?? '', { state })
        : await dMiniLogin(start.brandId, {
            state,
            loginType: dMiniLoginType(start.flow),
            ...(start.restaurantId ? { restaurantId: start.restaurantId } : {}),
          });
    const target = externalNavigationTarget(answer.authorizationUrl);
    if (!target) return { kind: 'network', status: null, code: 'badResponse', message: 'authorization url' };
    window.location.assign(target);
    return null;
  } catch (error) {
    return toApiFailure(error);
  }
}
