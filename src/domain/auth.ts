import { RETURN_URL_FALLBACK, sanitizeReturnUrl } from './return-url';
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

// Decision: the login return address itself is never a return target (it would only bounce to the shop list after
// the code is spent), so it gives '/' like any unsafe value.
/** The page to show after login: a same-origin path (domain return-URL rule), never /login_redirect itself. */
export function loginReturnPath(raw: unknown, origin?: string): string {
  const path = sanitizeReturnUrl(raw, origin);
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return pathname === LOGIN_REDIRECT_PATH ? RETURN_URL_FALLBACK : path;
}

// Decision: the remembered return target is sanitised before it is sent, so the server never sees an off-site URL.
/** Builds the authorization URL query from the origin, the current page and the PKCE challenge (SPEC 4 Login). */
export function authorizationUrlQuery(
  origin: string,
  currentPage: string,
  codeChallenge: string,
): AuthorizationUrlQuery {
  return {
    redirectUrl: loginRedirectUrl(origin),
    returnUrl: loginReturnPath(currentPage, origin),
    codeChallenge,
  };
}

/** Epoch ms of a stored refreshTokenExpires (ISO string or epoch ms), or null when none is known. */
export function refreshTokenExpiryMs(expires: string | number | null | undefined): number | null {
  if (typeof expires === 'number') return Number.isFinite(expires) ? expires : null;
  if (typeof expires !== 'string' || expires.trim() === '') return null;
  const ms = Date.parse(expires);
  return Number.isNaN(ms) ? null : ms;
}

// Decision: a record whose refresh token expired (refreshTokenExpires at or before now) counts as a guest, like one
// without a refresh token; an expiry the client cannot read (empty, unparseable) does not end the session: the server
// still judges the token and answers E100110306 when it is no longer valid.
/** The customer counts as logged in: a refresh token is stored and has not expired (SPEC 4). */
export function hasActiveSession(
  auth: Pick<AuthRecord, 'refreshToken' | 'refreshTokenExpires'> | null | undefined,
  now: number,
): boolean {
  if (!isLoggedIn(auth)) return false;
  const expiry = refreshTokenExpiryMs(auth?.refreshTokenExpires);
  return expiry === null || expiry > now;
}
