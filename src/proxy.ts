import { NextResponse, type NextRequest } from 'next/server';
import { apiOrigin } from '@/api/api-config';
import { resolveBrand } from '@/domain/brand-table';
import { detectLanguage, parseAcceptLanguage } from '@/domain/language';
import { buildCsp, cspMode } from '@/server/csp';
import { malformedAddressHtml, STATIC_PAGE_CSP, unknownHostHtml } from '@/server/unknown-host-page';
import { applySecurityHeaders, isHttpsRequest } from '@/server/security-headers';
import { isDecodablePath } from '@/domain/path-segments';
import { compileContractRoutes, isContractRequest } from '@/api/contract-routes';
import { OPERATIONS } from '@/api/generated/operations';
import { mockPreferEnabled } from '@/server/mock-prefer';
import { BRAND_ID_HEADER, NONCE_HEADER, PATHNAME_HEADER } from '@/server/request-headers';
import { LANG_COOKIE } from '@/lib/i18n/config';
import { MOCK_STANDIN_PATH } from '@/domain/external-url';
import { mockCallHeaders } from '@/server/mock-call-headers';

/**
 * Runs before every request (Next 16 "proxy", formerly middleware):
 * - resolves the brand from the Host header with the built-in table; an unknown host gets a plain 404 page and never
 *   reaches the app or the API (so it can never see another brand's data);
 * - `/api/*` is forwarded to API_ORIGIN (`/api/v1/x` → `${API_ORIGIN}/v1/x`) with `x-brand-id` forced to the host's
 *   brand and, for the mock, the `mock_prefer` cookie copied into a `Prefer` header;
 * - only the operations of openapi.yaml (method and path) are forwarded; anything else under `/api` gets a 404 from
 *   here and never reaches the backend;
 * - an address whose percent-encoding does not decode gets the not-found page (404) before Next tries to decode it;
 * - pages get `x-brand-id`, `x-pathname` and a per-request CSP nonce as request headers (read by the root layout),
 *   and every HTML answer gets the security headers (src/server/security-headers.ts).
 */
export function proxy(request: NextRequest): NextResponse {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const brand = resolveBrand(host);
  const { pathname, search } = request.nextUrl;
  const https = isHttpsRequest(request.headers.get('x-forwarded-proto'), request.nextUrl.protocol);
  const isApi = pathname === '/api' || pathname.startsWith('/api/');

  if (!brand) {
    if (isApi) return apiNotFound('UNKNOWN_HOST', 'Unknown host');
    return staticNotFound(unknownHostHtml(visitorLanguage(request)), https);
  }
  if (!isDecodablePath(pathname)) {
    if (isApi) return apiNotFound('NOT_FOUND', 'Not found');
    return staticNotFound(malformedAddressHtml(visitorLanguage(request)), https);
  }

  const headers = new Headers(request.headers);
  headers.set(BRAND_ID_HEADER, brand.brandId);

  if (isApi) {
    const apiPath = pathname.replace(/^\/api/, '');
    if (!isContractRequest(CONTRACT_ROUTES, request.method, apiPath)) return apiNotFound('NOT_FOUND', 'Not found');
    const target = new URL(apiPath + search, apiOrigin());
    for (const [name, value] of mockCallHeaders(
      request.method,
      apiPath,
      (cookie) => request.cookies.get(cookie)?.value,
    ))
      headers.set(name, value);
    return NextResponse.rewrite(target, { request: { headers } });
  }

  // Local stand-ins for outside pages (login provider, card challenge, wallets) exist only against the mock.
  const isStandin = pathname === MOCK_STANDIN_PATH || pathname.startsWith(`${MOCK_STANDIN_PATH}/`);
  if (isStandin && !mockPreferEnabled()) {
    const notFound = new NextResponse('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    applySecurityHeaders(notFound.headers, { https });
    return notFound;
  }

  headers.set(PATHNAME_HEADER, pathname);
  const mode = cspMode();
  if (mode === 'off') {
    const plain = NextResponse.next({ request: { headers } });
    applySecurityHeaders(plain.headers, { https });
    return plain;
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = buildCsp(nonce, { dev: process.env.NODE_ENV === 'development' });
  const cspHeader = mode === 'report-only' ? 'content-security-policy-report-only' : 'content-security-policy';
  headers.set(NONCE_HEADER, nonce);
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(cspHeader, csp);
  applySecurityHeaders(response.headers, { https });
  return response;
}

const CONTRACT_ROUTES = compileContractRoutes(OPERATIONS);

function visitorLanguage(request: NextRequest) {
  return detectLanguage({
    cookie: request.cookies.get(LANG_COOKIE)?.value,
    browser: parseAcceptLanguage(request.headers.get('accept-language')),
  });
}

function apiNotFound(code: string, message: string): NextResponse {
  return NextResponse.json({ code, message }, { status: 404, headers: { 'x-content-type-options': 'nosniff' } });
}

function staticNotFound(html: string, https: boolean): NextResponse {
  const response = new NextResponse(html, {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'content-security-policy': STATIC_PAGE_CSP,
    },
  });
  applySecurityHeaders(response.headers, { https });
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|locales/|mock-images/|card-token-stub\\.js|favicon\\.ico).*)'],
};
