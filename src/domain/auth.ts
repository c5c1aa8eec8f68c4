import { sanitizeReturnUrl } from './return-url';
import type { AuthRecord } from './storage-keys';

export type { AuthRecord } from './storage-keys';

/** The return address after login (SPEC 4 "The return address is /login_redirect"). */
export const LOGIN_REDIRECT_PATH = '/login_redirect';

/** Logged in means a refresh token is stored (SPEC 4 "Without a refresh token the user counts as not logged in"). */
export function isLoggedIn(auth: Pick<AuthRecord, 'refreshToken'> | null | undefined): boolean {
  return typeof auth?.refreshToken === 'string' && auth.refreshToken.length > 0;
}

/** The absolute login return address on this origin. */
export function loginRedirectUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${LOGIN_REDIRECT_PATH}`;
}

/** Query for GET /v1/auth/authorization_url (SPEC 7: redirectUrl required, returnUrl, codeChallenge). */
export interface AuthorizationUrlQuery {
  redirectUrl: string;
  returnUrl: string;
  codeChallenge: string;
}

// Decision: the remembered return target is sanitised before it is sent, so the server never sees an off-site URL.
/** Builds the authorization URL query from the origin, the current page and the PKCE challenge (SPEC 4 Login). */
export function authorizationUrlQuery(origin: string, currentPage: string, codeChallenge: string): AuthorizationUrlQuery {
  return {
    redirectUrl: loginRedirectUrl(origin),
    returnUrl: sanitizeReturnUrl(currentPage, origin),
    codeChallenge,
  };
}
