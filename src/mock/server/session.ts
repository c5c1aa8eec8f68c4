import { MOCK_SESSION_COOKIE } from '@/mock/scenario';

/**
 * Mock mode only: every visitor has a mock session of their own (issue 30 "Two visitors never see each other's carts,
 * coupons or orders"). The mock layer keeps carts and orders per `mock_session` (scripts/mock/state.mjs); a visitor
 * who has none gets a random one from the proxy on the first request — in the response's cookie and in that
 * request's own cookie header, so the server render's calls already carry it.
 */
export const MOCK_SESSION_MAX_AGE_S = 30 * 24 * 3600;

/** A new session id when the visitor has no usable one, else null. */
export function newMockSession(current: string | undefined): string | null {
  return current && /^[\w.:+-]{1,200}$/.test(current) ? null : crypto.randomUUID();
}

/** The request's cookie header with the session cookie set to `id`. */
export function cookieHeaderWithSession(header: string | null, id: string): string {
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${MOCK_SESSION_COOKIE}=`));
  return [...others, `${MOCK_SESSION_COOKIE}=${id}`].join('; ');
}

export { MOCK_SESSION_COOKIE };
