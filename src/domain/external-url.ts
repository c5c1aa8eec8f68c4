/**
 * Where the browser may be sent when a server answer names an outside page (login provider, 3-D Secure challenge,
 * wallet, d-account). Outside addresses come only from our own API's answers, never from the address bar or storage.
 *
 * Decision (dev kit): the mock's examples name outside pages on the reserved origin `https://standin.mock.invalid`
 * (RFC 2606 `.invalid` never resolves). Such an address is mapped to the same path under `/mock-standin` on the app's
 * own origin, where a local stand-in page plays the provider; `src/proxy.ts` serves `/mock-standin/*` only when the
 * app talks to the mock, so a build pointed at a real backend answers 404 there.
 */
export const MOCK_STANDIN_ORIGIN = 'https://standin.mock.invalid';
export const MOCK_STANDIN_PATH = '/mock-standin';

/**
 * The address to navigate to for an outside URL from an API answer: an https (or, for local backends, http) URL as
 * it is, a stand-in URL mapped to `/mock-standin/…` on our origin, anything else (javascript:, data:, relative,
 * malformed) null — the caller shows an error instead of navigating.
 */
export function externalNavigationTarget(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin === MOCK_STANDIN_ORIGIN) return `${MOCK_STANDIN_PATH}${url.pathname}${url.search}`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
