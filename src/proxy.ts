import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from '@/domain/brand-table';
import { detectLanguage, parseAcceptLanguage } from '@/domain/language';
import { buildCsp } from '@/server/csp';
import { inlineCssHashSources } from '@/server/inline-css-hashes';
import { malformedAddressHtml, STATIC_PAGE_CSP, unknownHostHtml } from '@/server/unknown-host-page';
import { applySecurityHeaders } from '@/server/security-headers';
import { isDecodablePath } from '@/domain/path-segments';
import { compileContractRoutes, isContractRequest } from '@/api/contract-routes';
import { OPERATIONS } from '@/api/generated/operations';
import { BRAND_ID_HEADER, NONCE_HEADER, PATHNAME_HEADER } from '@/server/request-headers';
import { LANG_COOKIE } from '@/lib/i18n/config';
import { mockCallHeaders } from '@/mock/server/call-headers';
import { brandTable } from '@/server/brand-table-file';
import { serverConfig } from '@/server/config';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/server/log';
import { isMockOnlyPath } from '@/mock/server/only-paths';
import { requestHost, requestIsHttps } from '@/server/request-host';
import {
  cookieHeaderWithSession,
  MOCK_SESSION_COOKIE,
  MOCK_SESSION_MAX_AGE_S,
  newMockSession,
} from '@/mock/server/session';

/**
 * Runs before every request (Next 16 "proxy", formerly middleware):
 * - resolves the brand from the Host header (X-Forwarded-Host only with TRUST_PROXY=1, src/server/request-host.ts)
 *   with the built-in table (extended by BRAND_TABLE_FILE); an unknown host gets a plain 404 page and never reaches
 *   the app or the API (so it can never see another brand's data);
 * - gives every request an id (`x-request-id`: the trusted proxy's, else a new one), passed to the page render, the
 *   API forwarding and the logs, and sent back on the answer;
 * - `/api/*` goes on to the forwarding route (src/app/api/[...path]/route.ts → API_ORIGIN) with `x-brand-id` forced
 *   to the host's brand and, in mock mode only, the mock's headers (mockCallHeaders);
 * - the mock's own pages (stand-ins, card-token stub) answer 404 unless MOCK_MODE=1; in mock mode a visitor without
 *   a mock session gets one (src/server/mock-session.ts), so visitors never share the mock's carts and orders;
 * - only the operations of openapi.yaml (method and path) are forwarded; anything else under `/api` gets a 404 from
 *   here and never reaches the backend;
 * - an address whose percent-encoding does not decode gets the not-found page (404) before Next tries to decode it;
 * - pages get `x-brand-id`, `x-pathname` and a per-request CSP nonce as request headers (read by the root layout),
 *   and every HTML answer gets the security headers (src/server/security-headers.ts).
 */
export function proxy(request: NextRequest): NextResponse {
  const config = serverConfig();
  const { TRUST_PROXY: trustProxy, CSP_MODE: mode, MOCK_MODE: mockMode } = config;
  const brand = resolveBrand(requestHost(request.headers, trustProxy), brandTable());
  const { pathname } = request.nextUrl;
  const https = requestIsHttps(request.headers, request.nextUrl.protocol, trustProxy);
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const requestId = requestIdFrom(trustProxy ? request.headers.get(REQUEST_ID_HEADER) : null);

  if (!brand) {
    if (isApi) return apiNotFound('UNKNOWN_HOST', 'Unknown host');
    return staticNotFound(unknownHostHtml(visitorLanguage(request)), https);
  }
  if (!isDecodablePath(pathname)) {
    if (isApi) return apiNotFound('NOT_FOUND', 'Not found');
    return staticNotFound(malformedAddressHtml(visitorLanguage(request)), https);
  }
  // Local stand-ins for outside pages (login provider, card challenge, wallets) and the card-token stub: mock only.
  if (isMockOnlyPath(pathname) && !mockMode) {
    const notFound = new NextResponse('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    applySecurityHeaders(notFound.headers, { https });
    return notFound;
  }

  const headers = new Headers(request.headers);
  headers.set(BRAND_ID_HEADER, brand.brandId);
  headers.set(REQUEST_ID_HEADER, requestId);
  const session = mockMode ? newMockSession(request.cookies.get(MOCK_SESSION_COOKIE)?.value) : null;
  if (session) headers.set('cookie', cookieHeaderWithSession(request.headers.get('cookie'), session));
  const cookie = (name: string) =>
    session && name === MOCK_SESSION_COOKIE ? session : request.cookies.get(name)?.value;
  const done = (response: NextResponse): NextResponse => {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    if (session)
      response.cookies.set(MOCK_SESSION_COOKIE, session, {
        path: '/',
        sameSite: 'lax',
        maxAge: MOCK_SESSION_MAX_AGE_S,
      });
    return response;
  };

  if (isApi) {
    const apiPath = pathname.replace(/^\/api/, '');
    if (!isContractRequest(CONTRACT_ROUTES, request.method, apiPath)) return apiNotFound('NOT_FOUND', 'Not found');
    for (const [name, value] of mockCallHeaders(apiPath, cookie)) headers.set(name, value);
    return done(NextResponse.next({ request: { headers } }));
  }

  headers.set(PATHNAME_HEADER, pathname);
  if (mode === 'off') {
    const plain = done(NextResponse.next({ request: { headers } }));
    applySecurityHeaders(plain.headers, { https });
    return plain;
  }

  const nonce = btoa(crypto.randomUUID());
  const dev = process.env.NODE_ENV === 'development';
  const csp = buildCsp(nonce, {
    dev,
    cardTokenScriptUrl: config.CARD_TOKEN_SCRIPT_URL,
    // `next dev` inlines no stylesheet (and its CSP allows inline styles): only a build's are read.
    styleHashes: dev ? [] : inlineCssHashSources(),
  });
  const cspHeader = mode === 'report-only' ? 'content-security-policy-report-only' : 'content-security-policy';
  headers.set(NONCE_HEADER, nonce);
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  headers.set('content-security-policy', csp);
  const response = done(NextResponse.next({ request: { headers } }));
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
  // Not for static files, nor the probes (a kubelet asks by pod address, which no brand's host table knows).
  matcher: ['/((?!_next/static|_next/image|locales/|favicon\\.ico|healthz|readyz).*)'],
};
