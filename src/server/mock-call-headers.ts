import { mockExampleForPath } from '@/api/mock-example-routing';
import { mockLayerHeaders } from './dev-kit';
import { MOCK_PREFER_COOKIE, mockPreferEnabled, mockPreferFromCookie } from './mock-prefer';

/**
 * The mock-only headers of one API call, from the request's cookies: `Prefer` (the `mock_prefer` cookie, else the
 * example the path routes to) and the dev kit's mock time, scenario and session. The one rule for both ways a call
 * reaches the mock: the proxy's `/api/*` forwarding and the server render's own calls (prefetch.server.ts,
 * fetch-brand.server.ts).
 * Empty against a real backend.
 */
export function mockCallHeaders(
  method: string,
  apiPath: string,
  cookie: (name: string) => string | undefined,
  env: Record<string, string | undefined> = process.env,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const prefer =
    mockPreferFromCookie(cookie(MOCK_PREFER_COOKIE), env, apiPath) ??
    (mockPreferEnabled(env) ? mockExampleForPath(method, apiPath) : null);
  if (prefer) out.push(['prefer', prefer]);
  out.push(...mockLayerHeaders(cookie, env));
  return out;
}
