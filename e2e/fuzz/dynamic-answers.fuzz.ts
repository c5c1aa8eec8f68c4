import { expect, test, type Page } from '../fixtures';
import { surface } from '../surface';
import { REQUEST_TIMEOUT_MS } from '../../src/domain/constants';
import { COLA_LINE, storedCartOf } from '../../src/test/cart-fixtures';

/**
 * Fuzz (issue 31): the app against Prism in dynamic mode (`prism mock -d`, scripts/fuzz.mjs), where every answer is
 * random and valid against openapi.yaml. Every page kind of SPEC 2 is loaded `FUZZ_LOADS` times (6 in `npm test`;
 * `FUZZ_LOADS=50 npm run test:fuzz` for a deeper run), each load in a fresh tab with fresh random answers, and must end on a designed surface within a bounded wait: never a blank main area, never
 * the generic error page (a crash on data the contract allows), no uncaught error, never stuck loading, never a
 * navigation off the origin.
 */

const LOADS_PER_KIND = Number(process.env.FUZZ_LOADS) || 6;
/**
 * The bound on "never stuck loading": a page shows something and no loading indicator within the app's own request
 * time-out (SPEC 7: 60 s, after which its designed error shows), and a few seconds to render. Prism's random answers
 * can be megabytes (a menu nests arrays of arrays): on a busy machine one takes tens of seconds, which is not stuck.
 */
const SETTLE_MS = REQUEST_TIMEOUT_MS + 10_000;

type Seed = 'serving' | 'cart' | 'auth';

/** SPEC 2's page kinds, each with its route's statement in SPEC.md, the address loaded and what earlier screens stored. */
const PAGE_KINDS: readonly { kind: string; spec: string; path: string; seeds: readonly Seed[] }[] = [
  { kind: 'BrandTop', spec: 'L30a', path: '/', seeds: [] },
  { kind: 'RestaurantCallback', spec: 'L38', path: '/restaurants/r1001/callback', seeds: [] },
  { kind: 'RestaurantInfo', spec: 'L39', path: '/restaurants/r1001/detail', seeds: [] },
  { kind: 'EatingLocations', spec: 'L40', path: '/restaurants/r1001/eating_locations', seeds: [] },
  { kind: 'Menus', spec: 'L41', path: '/restaurants/r1001/menus?eating_location=takeout', seeds: ['serving'] },
  {
    kind: 'RestaurantTop',
    spec: 'L42',
    path: '/restaurants/r1001/menus/m-grand?eating_location=takeout',
    seeds: ['serving'],
  },
  {
    kind: 'ItemDetail',
    spec: 'L43a',
    path: '/restaurants/r1001/menus/m-grand/items/i-karaage-bento?eating_location=takeout',
    seeds: ['serving'],
  },
  { kind: 'Order', spec: 'L44', path: '/restaurants/r1001/order', seeds: ['serving', 'cart'] },
  { kind: 'OrderComplete', spec: 'L45', path: '/restaurants/r1001/order/o-1001/complete', seeds: ['auth'] },
  { kind: 'Orders', spec: 'L35', path: '/orders', seeds: ['auth'] },
  { kind: 'OrderDetail', spec: 'L36', path: '/orders/o-1001', seeds: ['auth'] },
  { kind: 'TermsOfSale', spec: 'L48a', path: '/restaurants/r1001/terms_of_sale', seeds: [] },
  { kind: 'LoginRedirect', spec: 'L34', path: '/login_redirect?code=fuzz-code&state=fuzz-state', seeds: [] },
  { kind: 'Other (coupon)', spec: 'L32a', path: '/coupons/WELCOME100', seeds: [] },
  { kind: 'Other (receive time)', spec: 'L47', path: '/restaurants/r1001/select_receivetime', seeds: ['serving'] },
];

async function seed(page: Page, seeds: readonly Seed[]): Promise<void> {
  if (seeds.length === 0) return;
  await page.addInitScript(
    ({ seeds, cart, now }) => {
      if (sessionStorage.getItem('fuzz-seeded')) return;
      sessionStorage.setItem('fuzz-seeded', '1');
      if (seeds.includes('serving')) {
        sessionStorage.setItem('servingType', JSON.stringify('takeout'));
        sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
      }
      if (seeds.includes('cart')) localStorage.setItem('cart', JSON.stringify(cart));
      if (seeds.includes('auth')) {
        localStorage.setItem(
          'auth',
          JSON.stringify({
            accessToken: 'fuzz-access',
            refreshToken: 'fuzz-refresh',
            refreshTokenExpires: now + 864e5,
          }),
        );
      }
    },
    { seeds, cart: storedCartOf('takeout', [COLA_LINE]), now: Date.now() },
  );
}

for (const { kind, spec, path, seeds } of PAGE_KINDS) {
  test.describe(`fuzz: ${kind} (${path})`, () => {
    test.describe.configure({ mode: 'parallel' });
    for (let load = 1; load <= LOADS_PER_KIND; load += 1) {
      test(`load ${load}: ends on a designed surface (SPEC §2 ${spec})`, async ({ page, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const errors: string[] = [];
        const offOrigin: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // No network beyond this origin (random image addresses); a page that tries to leave it is recorded.
        await page.route(
          (url) => url.origin !== origin,
          (route) => {
            const request = route.request();
            if (request.isNavigationRequest() && request.frame() === page.mainFrame()) offOrigin.push(request.url());
            return route.abort();
          },
        );
        await seed(page, seeds);
        // Not the load event: it waits for every image, and random image addresses may never answer.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect.poll(() => surface(page), { timeout: SETTLE_MS }).toBe('settled');
        // Once the calls have quieted (bounded), it is settled again: a late answer or a redirect may not blank it.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await expect.poll(() => surface(page), { timeout: SETTLE_MS }).toBe('settled');
        expect(new URL(page.url()).origin).toBe(origin);
        expect(offOrigin).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
