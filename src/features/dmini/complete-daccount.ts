import { toApiFailure } from '@/api/api-error';
import { dAccountDpointCallback } from '@/api/generated/endpoints/daccount/daccount';
import { dMiniDpointCallback, dMiniLaunchCallback } from '@/api/generated/endpoints/dmini/dmini';
import {
  callbackOperation,
  judgeDAccountCallback,
  spendsRecord,
  type DAccountFlow,
  type DAccountLoginRecord,
} from '@/domain/daccount-flow';
import { storedState } from '@/lib/stored-state';
import { writeAuth } from '@/ui/session/auth-storage';
import { dMiniLanding, readDAccountLogin, writeDAccountLogin } from './dmini-session';
import type { DMiniProblem } from './DMiniErrorPage';

export type DAccountOutcome =
  | { kind: 'done'; flow: DAccountFlow; target: string; linkedCard: boolean }
  | { kind: 'problem'; problem: DMiniProblem };

function spend(record: DAccountLoginRecord): void {
  writeDAccountLogin({ ...record, used: true });
}

/**
 * `/dmini/daccount/redirect` (issue 14 items 8 and 10): judges the callback against the kept login (state, brand,
 * replay), spends the state before any call, then completes it with the call of its flow. The launch login keeps
 * dAccountSessionID (sent as x-d-account-session-id from then on) and the customer's tokens, and lands on the launch
 * restaurant; a d POINT card link goes back to the page it started from.
 * Decision: the launch callback's redirect_url and restaurant_id are not followed: the restaurant of the verified
 * launch (dMiniLaunchRestaurantId) is where the customer lands, so an answer can never steer them elsewhere.
 */
export async function completeDAccount(search: string, brandId: string): Promise<DAccountOutcome> {
  const params = new URLSearchParams(search);
  const record = readDAccountLogin();
  const judgement = judgeDAccountCallback(params, record, brandId);
  if (!judgement.ok) {
    if (record && spendsRecord(judgement.reason)) spend(record);
    return { kind: 'problem', problem: { kind: 'refused', reason: judgement.reason } };
  }
  spend(record!);
  const query = { code: judgement.code, error: '', state: judgement.state };
  const endpoint = callbackOperation(judgement.flow);
  try {
    if (endpoint === 'dMiniLaunchCallback') {
      const answer = await dMiniLaunchCallback(query);
      storedState.set('dAccountSessionID', answer.dAccountSessionId);
      if (answer.auth)
        writeAuth({
          accessToken: answer.auth.accessToken,
          refreshToken: answer.auth.refreshToken,
          refreshTokenExpires: answer.auth.refreshTokenExpires,
          userName: answer.auth.userName,
        });
      return { kind: 'done', flow: judgement.flow, target: dMiniLanding(), linkedCard: false };
    }
    const answer =
      endpoint === 'dMiniDpointCallback' ? await dMiniDpointCallback(query) : await dAccountDpointCallback(query);
    return { kind: 'done', flow: judgement.flow, target: record!.returnPath, linkedCard: answer.isDpointCardConnected };
  } catch (error) {
    return { kind: 'problem', problem: { kind: 'api', endpoint, failure: toApiFailure(error) } };
  }
}
