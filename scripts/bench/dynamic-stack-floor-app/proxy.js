// Next's CSP-nonce recipe, as the app needs one (no code of the app): a nonce per request, handed to the page as the
// `x-nonce` request header (the layout gives it to Emotion) and in the request's CSP header (Next puts it on its own
// scripts), and the CSP on the answer.
import { NextResponse } from 'next/server';

export function proxy(request) {
  const nonce = btoa(crypto.randomUUID());
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = { matcher: ['/((?!_next/static|_next/image|favicon\\.ico).*)'] };
