/**
 * Security headers on every HTML answer (issue 10 item 6), beside the CSP (src/server/csp.ts).
 *
 * ADR 0010: `Cross-Origin-Opener-Policy: same-origin` is safe for this app: login, 3-D Secure and wallets are reached
 * by top-level redirects (the whole tab leaves and comes back), never by a popup that must talk back through
 * `window.opener`; outside links open with `noopener`. Geolocation is allowed for this origin only (the restaurant
 * list); every other powerful feature Chromium knows as a policy is denied (`bluetooth` is not one: naming it logged a
 * console warning on every page, and Web Bluetooth still needs the customer's own pick in a chooser). HSTS is sent only when the request came over https (directly or as
 * told by the front proxy's `x-forwarded-proto`), never on plain-http local runs.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** One year, with subdomains (each brand is its own host). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers to put on an HTML answer. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Set the security headers on a response's headers. */
export function applySecurityHeaders(headers: Headers, options: { https: boolean }): void {
  for (const [name, value] of Object.entries(securityHeaders(options))) headers.set(name, value);
}
