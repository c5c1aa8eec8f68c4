import { mockPreferEnabled } from './prefer';
import { MOCK_CLOCK_COOKIE, MOCK_SCENARIO_COOKIE, MOCK_SESSION_COOKIE, MOCK_TIME_COOKIE } from '@/mock/scenario';

/**
 * Server-side public entry of the dev kit (the proxy and the root layout; no React here).
 * Only against the mock (mockPreferEnabled): a build pointed at a real backend has no dev kit at all.
 */
export function devKitEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return mockPreferEnabled(env);
}

/** Dev-kit cookie → header the mock layer reads (scripts/mock/layer.mjs). */
const FORWARDED: ReadonlyArray<readonly [string, string]> = [
  [MOCK_TIME_COOKIE, 'x-mock-time'],
  [MOCK_SCENARIO_COOKIE, 'x-mock-scenario'],
  [MOCK_SESSION_COOKIE, 'x-mock-session'],
  [MOCK_CLOCK_COOKIE, 'x-mock-clock'],
];

/**
 * The headers the proxy adds to an `/api/*` call for the mock layer: mock time, scenario, session and clock, copied
 * from the dev kit's cookies. Empty against a real backend. Values are limited to a safe alphabet (bad input dropped).
 */
export function mockLayerHeaders(
  cookie: (name: string) => string | undefined,
  env: Record<string, string | undefined> = process.env,
): Array<[string, string]> {
  if (!devKitEnabled(env)) return [];
  const out: Array<[string, string]> = [];
  for (const [name, header] of FORWARDED) {
    const value = cookie(name);
    if (value && /^[\w.:+-]{1,200}$/.test(value)) out.push([header, value]);
  }
  return out;
}
