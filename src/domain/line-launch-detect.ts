/**
 * The cheap first check of every page load (kept apart from line-launch.ts so that only this reaches the first-load
 * JS): does this visit start LIFF at all? SPEC 2 "A messaging-app launch may carry target_liff_id, liff_id,
 * referrer_key_usecase and referrer_key_message, and a restaurant path".
 */

/** The query names of a launch. `liff.state` is where LIFF hands over the path after `https://liff.line.me/{id}`. */
export const LAUNCH_QUERY = {
  state: 'liff.state',
  targetLiffId: 'target_liff_id',
  liffId: 'liff_id',
  referrerKeyUsecase: 'referrer_key_usecase',
  referrerKeyMessage: 'referrer_key_message',
} as const;

/** LINE Login's own parameters on the way back to the endpoint URL (liff.login round trip). */
export const LIFF_LOGIN_RETURN_QUERY = ['liffClientId', 'liffRedirectUri'] as const;

/** True for the LINE client's in-app browser user agent (" Line/<version>"), the same test as LIFF's isInClient. */
export function isLineUserAgent(userAgent: string): boolean {
  return /\bLine\/\d/i.test(userAgent);
}

// Decision: the LIFF SDK is loaded only for a LINE launch (a non-empty launch parameter, or LINE Login's return
// parameters) or inside the LINE client (its user agent, where liff.init must run on every page load); an ordinary
// web visit, a restaurant path alone included, never loads it.
/** Whether this page load starts the LIFF SDK. */
export function needsLiff(search: string, userAgent: string): boolean {
  const params = new URLSearchParams(search);
  return (
    isLineUserAgent(userAgent) ||
    Object.values(LAUNCH_QUERY).some((name) => Boolean(params.get(name)?.trim())) ||
    LIFF_LOGIN_RETURN_QUERY.some((name) => params.has(name))
  );
}
