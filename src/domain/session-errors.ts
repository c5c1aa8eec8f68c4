import { specialFlow, type SpecialFlow } from './error-catalogue';

/**
 * What the app does with a call's error, whatever screen made the call (SPEC 4 "Login and logout", SPEC 8):
 * - forcedLogout: an invalid refresh token (400 E100110306) or invalid point-card info (401 E100110506) clears the
 *   auth data and shows the forced-logout modal;
 * - cardExpired: E100610009 shows the card-expired modal;
 * - authMissing: no authorization header (E100110106) shows the error page whose button starts login.
 */
export type SessionErrorKind = 'forcedLogout' | 'cardExpired' | 'authMissing';

// Decision: the codes are routed whatever the HTTP status: the spec names each code's status once (400, 401), but a
// backend that answers the same code with another status still means the same thing to the customer.
/** The catalogue's special flows that do not depend on the screen (the others stay with their screen). */
const KINDS: Partial<Record<SpecialFlow, SessionErrorKind>> = {
  forceLogout: 'forcedLogout',
  cardExpired: 'cardExpired',
  loginButton: 'authMissing',
};

/** The screen-independent handling of a server error code, or null when the screen handles it. */
export function sessionErrorKind(code: string | null | undefined): SessionErrorKind | null {
  const flow = specialFlow(code);
  return (flow && KINDS[flow]) || null;
}

/** True for codes routed once for every screen (screens must not show their own copy for them). */
export function isSessionErrorCode(code: string | null | undefined): boolean {
  return sessionErrorKind(code) !== null;
}
