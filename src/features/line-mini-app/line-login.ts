'use client';

import { lineLogin } from '@/api/generated/endpoints/auth/auth';
import { toApiFailure } from '@/api/api-error';
import { ERROR_CODES } from '@/domain/error-codes';
import { readActiveAuth, writeAuth } from '@/ui/session/auth-storage';
import type { LiffHandle } from './liff-sdk';

/** How the LIFF-token login ended. */
export type LineLoginOutcome =
  { kind: 'loggedIn' } | { kind: 'already' } | { kind: 'redirected' } | { kind: 'failed'; code: string };

/**
 * Logs the customer in with the LIFF tokens inside the LINE client (POST /v1/auth/line_login, a design decision of
 * the contract). Already logged in: nothing. Not logged in to LINE: LINE Login, back to `returnTo` (the round trip).
 */
export async function loginWithLiff(input: {
  liffId: string;
  liff: LiffHandle;
  returnTo: string;
}): Promise<LineLoginOutcome> {
  if (readActiveAuth()) return { kind: 'already' };
  const { liff } = input;
  if (!liff.isLoggedIn()) {
    liff.login(input.returnTo);
    return { kind: 'redirected' };
  }
  const accessToken = liff.getAccessToken();
  const idToken = liff.getIDToken();
  if (!accessToken) return { kind: 'failed', code: ERROR_CODES.notLineAccessToken };
  if (!idToken) return { kind: 'failed', code: ERROR_CODES.notIdToken };
  try {
    const tokens = await lineLogin({ liffId: input.liffId, liffAccessToken: accessToken, idToken });
    writeAuth({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      refreshTokenExpires: tokens.refreshTokenExpires,
      userName: tokens.userName,
    });
    return { kind: 'loggedIn' };
  } catch (error: unknown) {
    return { kind: 'failed', code: toApiFailure(error).code };
  }
}
