// The customer pages both app benchmarks measure (bench:js, bench:lighthouse), and what the flow stores before them.
// One list, so a route that lands is added once and measured by both (issue 15 item 4).
import { readFileSync } from 'node:fs';

/**
 * Every customer route, on the mock's data (restaurant r1001, its grand menu, an item, the examples' orders). `form`:
 * the route holds a react-hook-form form, so its JS budget counts from the form floor (issue 29); `lighthouse`: one of
 * the pages bench:lighthouse measures by default (the heaviest of each kind: entry, menu, item, form, result).
 */
export const PAGES = [
  { name: 'brand top', path: '/', lighthouse: true },
  { name: 'restaurant detail', path: '/restaurants/r1001/detail', lighthouse: true },
  { name: 'eating locations', path: '/restaurants/r1001/eating_locations' },
  { name: 'receive time', path: '/restaurants/r1001/select_receivetime' },
  { name: 'menu list', path: '/restaurants/r1001/menus' },
  { name: 'menu page', path: '/restaurants/r1001/menus/m-grand', lighthouse: true },
  { name: 'item page', path: '/restaurants/r1001/menus/m-grand/items/i-karaage-bento', lighthouse: true },
  { name: 'order form', path: '/restaurants/r1001/order', form: true, lighthouse: true },
  { name: 'order complete', path: '/restaurants/r1001/order/o-20261121-0001/complete', lighthouse: true },
  { name: 'select orders', path: '/restaurants/r1001/select_orders' },
  { name: 'terms of sale', path: '/restaurants/r1001/terms_of_sale' },
  { name: 'order history', path: '/orders' },
  { name: 'order detail', path: '/orders/o-20261121-0001' },
  { name: 'coupon', path: '/coupons/WELCOME100' },
  { name: 'login return', path: '/login_redirect' },
  { name: 'privacy policy', path: '/privacy_policy' },
  { name: 'd払い mini app', path: '/dmini' },
];

/** BENCH_PAGES=a,b (page names, or `all`) picks some pages; `fallback` (all, or the `lighthouse` ones) by default. */
export function pagesFromEnv(env = process.env, fallback = PAGES) {
  const wanted = env.BENCH_PAGES?.split(',').map((s) => s.trim());
  const pages = !wanted ? fallback : wanted.includes('all') ? PAGES : PAGES.filter((p) => wanted.includes(p.name));
  if (pages.length === 0) throw new Error(`BENCH_PAGES matches none of: ${PAGES.map((p) => p.name).join(', ')}`);
  return pages;
}

/**
 * What the flow stores before the measured pages, as a customer arriving there would have it: takeout now, and a
 * cart of two colas at r1001 (so the menu pages, the item page and the order form are measured as themselves, not as
 * the callback guard's redirect or the empty-cart view). Runs in the page (an init script); `line` is the tests' cola
 * line (src/test/cola-line.json).
 */
function seedFlow(line) {
  try {
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    if (!localStorage.getItem('cart'))
      localStorage.setItem(
        'cart',
        JSON.stringify({
          expiry: '2999-12-31T00:00:00Z',
          restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
          orderItems: [line],
          optionItems: [],
          servingType: 'takeout',
        }),
      );
  } catch {
    /* about:blank has no storage */
  }
}

const COLA_LINE = JSON.parse(readFileSync(new URL('../../src/test/cola-line.json', import.meta.url), 'utf8'));

/**
 * The mock shows the demo's example order only to a visitor a scenario showed it to (scripts/mock/layer.mjs: orders
 * are personal); without it the order complete and order detail pages are measured as the server's 404 page. The
 * benchmarks send this cookie (as e2e's setScenario does) so both are measured as themselves. It names only getOrder:
 * no other page's calls change.
 */
export const ORDER_SCENARIO = 'getOrder:200:order_o-20261121-0001';

/** The cookies the measured app gets (Playwright `addCookies`, puppeteer `setCookie` shape) at `origin`. */
export function benchCookies(origin) {
  return [{ name: 'mock_scenario', value: ORDER_SCENARIO, url: origin }];
}

/** The seed as an init script's source (Playwright `addInitScript`, puppeteer `evaluateOnNewDocument`). */
export const SEED_FLOW_SCRIPT = `(${seedFlow.toString()})(${JSON.stringify(COLA_LINE)});`;
