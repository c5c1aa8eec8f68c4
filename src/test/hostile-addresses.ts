/**
 * Issue 31's hostile addresses (SPEC §2 L31: every address ends on one of the pages of the route table): odd paths,
 * encoded slashes, overlong ids, script-ish query values and unknown ids. The proxy table test
 * (src/proxy-hostile-addresses.test.ts) runs all of them through the proxy; the browser keeps the few whose risk is a
 * navigation or a blank page (BROWSER_HOSTILE_ADDRESSES, e2e/hardening.spec.ts).
 */
const long = (prefix: string, length: number) => prefix.repeat(length);

export type HostileGroup = 'odd path' | 'encoded slash' | 'overlong id' | 'script-ish query' | 'unknown id';

export const HOSTILE_ADDRESSES: ReadonlyArray<readonly [group: HostileGroup, path: string]> = [
  ['odd path', '/restaurants'],
  ['odd path', '/restaurants/'],
  ['odd path', '/restaurants/r1001/'],
  ['odd path', '/restaurants/r1001/menus/'],
  ['odd path', '/restaurants/r1001/unknown'],
  ['odd path', '/restaurants/r1001/menus/m-grand/items/'],
  ['odd path', '/restaurants/r1001/menus/m-grand/items/i-cola/extra'],
  ['odd path', '/restaurants/r1001/order/o-1/complete/extra'],
  ['odd path', '/orders/'],
  ['odd path', '/coupons/'],
  ['odd path', '//evil.example'],
  ['odd path', '//evil.example/restaurants/r1001/detail'],
  ['odd path', '/%5Cevil.example'],
  ['odd path', '/.env'],
  ['odd path', '/wp-admin/'],
  ['odd path', '/%2e%2e/%2e%2e/etc/passwd'],
  ['odd path', '/restaurants/r1001/%2e%2e/detail'],
  ['odd path', '/restaurants/r1001;jsessionid=1/detail'],
  ['odd path', '/restaurants/%20/detail'],
  ['odd path', '/restaurants/%00/detail'],
  ['encoded slash', '/restaurants/r1001%2Fdetail'],
  ['encoded slash', '/restaurants/r1001%2fmenus%2fm-grand'],
  ['encoded slash', '/restaurants/..%2F..%2Fadmin/menus'],
  ['encoded slash', '/restaurants/%2F%2Fevil.example/detail'],
  ['encoded slash', '/coupons/WELCOME%2F100'],
  ['encoded slash', '/orders/o-1%2F..%2F..%2Fadmin'],
  ['encoded slash', '/restaurants/r1001/menus/m-grand%2Fitems%2Fi-cola'],
  ['encoded slash', '/restaurants/r1001/menus/m-grand/items/i%2Fcola'],
  ['overlong id', `/restaurants/${long('r', 300)}/detail`],
  ['overlong id', `/restaurants/${long('r', 3000)}/menus?eating_location=takeout`],
  ['overlong id', `/coupons/${long('C', 2000)}`],
  ['overlong id', `/orders/${long('o', 1000)}`],
  ['overlong id', `/restaurants/r1001/menus/${long('m', 1000)}?eating_location=takeout`],
  ['overlong id', `/restaurants/r1001/menus/m-grand/items/${long('i', 1000)}`],
  ['overlong id', `/restaurants/r1001/order/${long('o', 500)}/complete`],
  ['overlong id', `/?couponId=${long('x', 3000)}`],
  ['script-ish query', '/?couponId=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['script-ish query', '/?couponCode=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
  ['script-ish query', '/restaurants/r1001/menus?eating_location=%3Csvg%2Fonload%3Dalert(1)%3E'],
  ['script-ish query', '/restaurants/r1001/menus/m-grand?eating_location=javascript:alert(1)'],
  ['script-ish query', '/restaurants/r1001/menus/m-grand/items/i-cola?customizeId=%3Cscript%3E'],
  ['script-ish query', '/login_redirect?code=%3Cscript%3E&state=javascript:alert(1)'],
  ['script-ish query', '/login_redirect?error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
  ['script-ish query', '/restaurants/r1001/callback?redirectUrl=https://evil.example'],
  ['script-ish query', '/restaurants/r1001/callback?returnUrl=//evil.example'],
  ['script-ish query', '/?seatNo=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['script-ish query', '/?target_liff_id=javascript:alert(1)&liff_id=x'],
  ['script-ish query', '/dmini?restaurantId=javascript:alert(1)'],
  ['script-ish query', '/restaurants/r1001/menus?eating_location=eat-in&eating_location=takeout'],
  ['script-ish query', '/?lang=..%2F..%2Fetc%2Fpasswd'],
  ['script-ish query', '/?__proto__[polluted]=1&constructor[prototype][x]=1'],
  ['script-ish query', '/coupons/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['unknown id', '/restaurants/no-such-restaurant/detail'],
  ['unknown id', '/restaurants/r9999/menus?eating_location=takeout'],
  ['unknown id', '/restaurants/r9999/callback'],
  ['unknown id', '/restaurants/r9999/menus/m-grand?eating_location=takeout'],
  ['unknown id', '/restaurants/r9999/menus/m-grand/items/i-cola'],
  ['unknown id', '/restaurants/r9999/terms_of_sale'],
  ['unknown id', '/restaurants/r9999/order'],
  ['unknown id', '/orders/no-such-order'],
  ['unknown id', '/coupons/NO-SUCH-COUPON'],
  ['unknown id', '/restaurants/r1001/menus/no-such-menu?eating_location=takeout'],
  ['unknown id', '/restaurants/r1001/menus/m-grand/items/no-such-item'],
];

/**
 * The ones the browser still walks: a protocol-relative or backslash path, return addresses pointing off the origin,
 * script-ish launch parameters, a NUL id, an unknown restaurant's order form and a 3 000-character id. Their risk is
 * a navigation off the origin or a blank page, which only a browser shows.
 */
export const BROWSER_HOSTILE_ADDRESSES: readonly string[] = [
  '//evil.example',
  '/%5Cevil.example',
  '/restaurants/r1001/callback?redirectUrl=https://evil.example',
  '/restaurants/r1001/callback?returnUrl=//evil.example',
  '/login_redirect?code=%3Cscript%3E&state=javascript:alert(1)',
  '/?target_liff_id=javascript:alert(1)&liff_id=x',
  '/dmini?restaurantId=javascript:alert(1)',
  '/restaurants/%00/detail',
  '/restaurants/r9999/order',
  `/restaurants/${long('r', 3000)}/menus?eating_location=takeout`,
];
