/**
 * Content Security Policy for pages (DESIGN "Security notes"): scripts only with the per-request nonce
 * ('strict-dynamic' lets those scripts load their chunks), styles only with the nonce (Emotion's cache gets it too),
 * no plugins, no <base>. Style *attributes* stay allowed: React and MUI set inline styles and they cannot run script.
 * CSP_MODE=off | report-only | enforce (default enforce; src/server/config.ts, read by src/proxy.ts).
 */

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// ADR 0010: the LIFF SDK (loaded only for the LINE mini app) calls LINE's own servers from the page (liff.init reads
// the LIFF app and verifies tokens at api.line.me; liff.line.me / miniapp.line.me are its app origins), so
// connect-src allows exactly those origins besides 'self'.
/** LINE origins the LIFF SDK connects to. */
export const LIFF_CONNECT_ORIGINS = ['https://api.line.me', 'https://liff.line.me', 'https://miniapp.line.me'] as const;

export function buildCsp(
  nonce: string,
  {
    dev = false,
    cardTokenScriptUrl,
    styleHashes = [],
  }: { dev?: boolean; cardTokenScriptUrl?: string; styleHashes?: readonly string[] } = {},
): string {
  const cardOrigin = originOf(cardTokenScriptUrl);
  const extra = cardOrigin ? ` ${cardOrigin}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}${extra}`,
    // The dev overlay injects unnonced styles; in production styles need the nonce, or one of the build's own
    // stylesheet texts' hashes (inlined into the first HTML without a nonce: ADR 0028, server/inline-css-hashes.ts).
    dev
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' 'nonce-${nonce}'${styleHashes.map((h) => ` ${h}`).join('')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra} ${LIFF_CONNECT_ORIGINS.join(' ')}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
