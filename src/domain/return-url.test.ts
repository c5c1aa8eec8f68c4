import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalHref, RETURN_URL_FALLBACK, sanitizeReturnUrl } from './return-url';

const ORIGIN = 'https://demo.order.example';

describe('DESIGN "Return URLs after login are same-origin paths only"', () => {
  it.each([
    ['/', '/'],
    ['/restaurants/r1/menus', '/restaurants/r1/menus'],
    ['/restaurants/r1/menus?eating_location=eat-in#item', '/restaurants/r1/menus?eating_location=eat-in#item'],
    ['  /orders  ', '/orders'],
    ['/coupons/50%off', '/coupons/50%off'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/a/../orders', '/orders'],
    ['/メニュー', '/%E3%83%A1%E3%83%8B%E3%83%A5%E3%83%BC'],
    ['/r?next=https://evil.example', '/r?next=https://evil.example'],
  ])('keeps same-origin path %j → %j', (raw, out) => {
    expect(sanitizeReturnUrl(raw, ORIGIN)).toBe(out);
  });

  it.each([
    ['"//evil.example"', '//evil.example'],
    ['"/\\evil.example"', '/\\evil.example'],
    ['"\\\\evil.example"', '\\\\evil.example'],
    ['"https://evil.example"', 'https://evil.example/x'],
    ['"http:" scheme', 'http://evil.example'],
    ['other scheme', 'ftp://demo.order.example/'],
    ['"javascript:"', 'javascript:alert(1)'],
    ['"JavaScript:" mixed case', 'JavaScript:alert(1)'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['scheme-relative with credentials', '//user@evil.example'],
    ['encoded "//"', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['double-encoded second slash', '/%252Fevil.example'],
    ['triple-encoded backslash', '/%25255Cevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['double-encoded javascript:', '%256Aavascript%253Aalert(1)'],
    ['tab inside "//"', '/\t/evil.example'],
    ['newline inside "//"', '/\n/evil.example'],
    ['encoded tab inside "//"', '/%09/evil.example'],
    ['NUL byte', '/orders%00'],
    ['DEL', '/orders\u007f'],
    ['leading space then "//"', ' //evil.example'],
    ['dot segment to "//"', '/.//evil.example'],
    ['parent segment to "//"', '/..//evil.example'],
    ['encoded dots to "//"', '/%2e%2e//evil.example'],
    ['relative path', 'orders'],
    ['empty string', ''],
    ['non-string', 42],
    ['undefined', undefined],
    ['encoded 13 times', `/%${'25'.repeat(12)}2F`],
  ])('rejects %s → "/"', (_name, raw) => {
    expect(sanitizeReturnUrl(raw, ORIGIN)).toBe(RETURN_URL_FALLBACK);
  });

  it.each([
    ['same origin absolute reduced to its path', 'https://demo.order.example/orders?a=1#x', ORIGIN, '/orders?a=1#x'],
    ['same origin with credentials reduced', 'https://u:p@demo.order.example/orders', ORIGIN, '/orders'],
    ['other port is another origin', 'https://demo.order.example:8443/orders', ORIGIN, '/'],
    ['http vs https is another origin', 'http://demo.order.example/orders', ORIGIN, '/'],
    ['userinfo trick', 'https://demo.order.example@evil.example/', ORIGIN, '/'],
    ['no origin given: absolute rejected', 'https://demo.order.example/orders', undefined, '/'],
    ['bad origin', 'https://demo.order.example/orders', 'not a url', '/'],
    ['same origin but reduced path is "//"', 'https://demo.order.example//evil.example', ORIGIN, '/'],
  ])('Decision: %s', (_n, raw, origin, out) => {
    expect(sanitizeReturnUrl(raw, origin)).toBe(out);
  });
});

const fragments = fc.constantFrom(
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%252F',
  '%5C',
  '%255c',
  '%2e',
  '.',
  '..',
  'http:',
  'https:',
  'javascript:',
  'JAVASCRIPT%3A',
  '%3A',
  ':',
  '@',
  '\t',
  '\n',
  ' ',
  '%09',
  '%00',
  'evil.example',
  'demo.order.example',
  '?',
  '#',
  '%25',
  'orders',
  'a',
  'https://demo.order.example',
  'https://evil.example',
);
const adversarial = fc.array(fragments, { maxLength: 8 }).map((parts) => parts.join(''));

function isSameOriginPath(out: string): boolean {
  if (!out.startsWith('/') || out.startsWith('//') || /[\p{Cc}\\]/u.test(out)) return false;
  const resolved = new URL(out, ORIGIN);
  return resolved.origin === ORIGIN && `${resolved.pathname}${resolved.search}${resolved.hash}` === out;
}

describe('property: the return-URL sanitiser never returns anything but a same-origin path', () => {
  it.each([
    ['adversarial fragments', adversarial],
    ['any string', fc.string({ unit: 'binary', maxLength: 40 })],
    ['any web URL', fc.webUrl({ withQueryParameters: true, withFragments: true })],
  ])('%s', (_n, arb) => {
    fc.assert(
      fc.property(arb, (raw) => {
        const out = sanitizeReturnUrl(raw, ORIGIN);
        expect(isSameOriginPath(out)).toBe(true);
        expect(new URL(out, 'https://other.example').origin).toBe('https://other.example');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('internalHref (issue 10 item 4: ids from the address are data, never URLs)', () => {
  it.each([
    ['/restaurants/r1001/menus', '/restaurants/r1001/menus'],
    ['/restaurants/r1001/menus?eating_location=takeout', '/restaurants/r1001/menus?eating_location=takeout'],
    [`/restaurants/${encodeURIComponent('javascript:alert(1)')}/menus`, '/restaurants/javascript%3Aalert(1)/menus'],
    [`/restaurants/${encodeURIComponent('//evil.example')}/menus`, '/restaurants/%2F%2Fevil.example/menus'],
    [
      `/restaurants/${encodeURIComponent('https://evil.example')}/menus`,
      '/restaurants/https%3A%2F%2Fevil.example/menus',
    ],
    ['javascript:alert(1)', '/'],
    ['JaVaScRiPt:alert(1)', '/'],
    [' javascript:alert(1)', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['data:text/html,x', '/'],
    ['restaurants/r1', '/'],
  ])('%s → %s', (href, expected) => {
    expect(internalHref(href)).toBe(expected);
  });
});
