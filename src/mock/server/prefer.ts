/**
 * Test hook for the mock server: the `mock_prefer` cookie's value (URL-encoded, e.g. `code%3D500` or
 * `code%3D404%2C%20example%3DnotFound`) is copied into a `Prefer` header on `/api/*` calls and on the server-side brand
 * call, so an e2e test can force any documented error example from Prism. Only against the mock (mockPreferEnabled).
 * A value may be scoped to calls whose path starts with a prefix: `/v1/restaurants/r1001|code=404` forces the error
 * on that restaurant's calls only (the brand call still succeeds).
 */
export const MOCK_PREFER_COOKIE = 'mock_prefer';

/**
 * Mock mode, asked for explicitly with MOCK_MODE=1 (issue 26: `npm run dev`, the e2e runner, the gallery and the
 * benchmarks set it; src/server/config.ts). Off otherwise — production is the default, whatever else is set.
 */
export function mockPreferEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.MOCK_MODE === '1';
}

/** The Prefer header value for a cookie value, or null (disabled, absent, or not a plausible Prefer value). */
export function mockPreferFromCookie(
  cookieValue: string | undefined | null,
  env: Record<string, string | undefined> = process.env,
  apiPath?: string,
): string | null {
  if (!cookieValue || !mockPreferEnabled(env)) return null;
  let value: string;
  try {
    value = decodeURIComponent(cookieValue).trim();
  } catch {
    return null;
  }
  const bar = value.indexOf('|');
  if (bar >= 0) {
    const prefix = value.slice(0, bar).trim();
    if (apiPath === undefined || !apiPath.startsWith(prefix)) return null;
    value = value.slice(bar + 1).trim();
  }
  // Only Prism's own vocabulary: `code=NNN`, `example=name`, `dynamic=true|false`, comma separated.
  return /^(?:(?:code=\d{3}|example=[\w.-]+|dynamic=(?:true|false))(?:\s*,\s*|$))+$/.test(value) ? value : null;
}
