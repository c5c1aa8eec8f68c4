import { mockLayerHeaders } from './layer-headers';
import { MOCK_PREFER_COOKIE, mockPreferFromCookie } from './prefer';

/**
 * The mock-only headers of one API call, from the request's cookies: `Prefer` (the `mock_prefer` cookie) and the dev kit's mock time, scenario and session. The one rule for both ways a call
 * reaches the mock: the proxy's `/api/*` forwarding and the server render's own calls (prefetch.server.ts,
 * fetch-brand.server.ts).
 * Empty against a real backend.
 */
export function mockCallHeaders(
  apiPath: string,
  cookie: (name: string) => string | undefined,
  env: Record<string, string | undefined> = process.env,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const prefer = mockPreferFromCookie(cookie(MOCK_PREFER_COOKIE), env, apiPath);
  if (prefer) out.push(['prefer', prefer]);
  out.push(...mockLayerHeaders(cookie, env));
  return out;
}
