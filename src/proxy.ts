import { NextResponse, type NextRequest } from 'next/server';
import { apiOrigin } from '@/api/api-config';
import { resolveBrand } from '@/domain/brand-table';
import { detectLanguage, parseAcceptLanguage } from '@/domain/language';
import { buildCsp, cspMode } from '@/features/brand/csp';
import { unknownHostHtml } from '@/features/brand/unknown-host-page';
import { MOCK_PREFER_COOKIE, mockPreferEnabled, mockPreferFromCookie } from '@/features/brand/mock-prefer';
import { mockExampleForPath } from '@/api/mock-example-routing';
import { BRAND_ID_HEADER, NONCE_HEADER, PATHNAME_HEADER } from '@/features/brand/request-headers';
import { LANG_COOKIE } from '@/lib/i18n/config';

/**
 * Runs before every request (Next 16 "proxy", formerly middleware):
 * - resolves the brand from the Host header with the built-in table; an unknown host gets a plain 404 page and never
 *   reaches the app or the API (so it can never see another brand's data);
 * - `/api/*` is forwarded to API_ORIGIN (`/api/v1/x` → `${API_ORIGIN}/v1/x`) with `x-brand-id` forced to the host's
 *   brand and, for the mock, the `mock_prefer` cookie copied into a `Prefer` header;
 * - pages get `x-brand-id`, `x-pathname` and a per-request CSP nonce as request headers (read by the root layout).
 */
export function proxy(request: NextRequest): NextResponse {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const brand = resolveBrand(host);
  const { pathname, search } = request.nextUrl;

  if (!brand) {
    if (pathname.startsWith('/api/')) {
      return NextResponse.json({ code: 'UNKNOWN_HOST', message: 'Unknown host' }, { status: 404 });
    }
    const lang = detectLanguage({
      cookie: request.cookies.get(LANG_COOKIE)?.value,
      browser: parseAcceptLanguage(request.headers.get('accept-language')),
    });
    return new NextResponse(unknownHostHtml(lang), {
      status: 404,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      },
    });
  }

  const headers = new Headers(request.headers);
  headers.set(BRAND_ID_HEADER, brand.brandId);

  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const apiPath = pathname.replace(/^\/api/, '');
    const target = new URL(apiPath + search, apiOrigin());
    const prefer =
      mockPreferFromCookie(request.cookies.get(MOCK_PREFER_COOKIE)?.value, process.env, apiPath) ??
      (mockPreferEnabled() ? mockExampleForPath(request.method, apiPath) : null);
    if (prefer) headers.set('prefer', prefer);
    return NextResponse.rewrite(target, { request: { headers } });
  }

  headers.set(PATHNAME_HEADER, pathname);
  const mode = cspMode();
  if (mode === 'off') return NextResponse.next({ request: { headers } });

  const nonce = btoa(crypto.randomUUID());
  const csp = buildCsp(nonce, { dev: process.env.NODE_ENV === 'development' });
  const cspHeader = mode === 'report-only' ? 'content-security-policy-report-only' : 'content-security-policy';
  headers.set(NONCE_HEADER, nonce);
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(cspHeader, csp);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|locales/|mock-images/|card-token-stub\\.js|favicon\\.ico).*)'],
};
