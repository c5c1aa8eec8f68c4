import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { internalHref, sanitizeReturnUrl } from './domain/return-url';
import { proxy } from './proxy';
import { resetServerConfigForTests } from './server/config';
import { HOSTILE_ADDRESSES } from './test/hostile-addresses';

const ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  resetServerConfigForTests();
  vi.stubEnv('API_ORIGIN', 'http://api.test');
});

const onOrigin = (href: string) => new URL(href, ORIGIN).origin === ORIGIN;

// Issue 31's table (src/test/hostile-addresses.ts): the browser walks only a handful of them (e2e/hardening.spec.ts).
describe('hostile addresses are answered on the origin (SPEC §2 L31)', () => {
  it.each(HOSTILE_ADDRESSES.map(([group, path]) => [group, path.length > 80 ? `${path.slice(0, 60)}…` : path, path]))(
    '%s: %s',
    async (_group, _shown, path) => {
      const url = `${ORIGIN}${path}`;
      const request = new NextRequest(url, { headers: { host: 'localhost:3000' } });
      const response = proxy(request);
      // Never a redirect nor a rewrite anywhere: the proxy answers the address itself or hands it to the app as it is.
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      if (response.status === 404) {
        // Undecodable or overlong: the designed not-found page, with its link to the top of this site.
        expect(response.headers.get('content-type')).toContain('text/html');
        const html = await response.text();
        expect(html).toContain('ページが見つかりません');
        expect(html).toContain('<a href="/">');
      } else {
        expect(response.status).toBe(200);
        expect(response.headers.get('x-middleware-next')).toBe('1');
        expect(response.headers.get('x-middleware-request-x-pathname')).toBe(request.nextUrl.pathname);
      }
      // Used as an in-app link or a return address, the address and each of its query values stay on the origin.
      expect(onOrigin(internalHref(path))).toBe(true);
      for (const value of request.nextUrl.searchParams.values())
        expect(onOrigin(sanitizeReturnUrl(value, ORIGIN))).toBe(true);
    },
  );
});
