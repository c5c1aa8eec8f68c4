// `npm run bench:tap`: at 4× CPU throttling (Chrome DevTools Protocol), two cases; prints figures, no pass/fail.
// 1. Option tap → updated total, on an item with 20 groups × 30 options. The item is served by intercepting its API
//    call with a generated body (the contract's mock data stays believable).
// 2. Quantity tap → updated total in the cart panel, with a cart of 99 lines seeded in local storage `cart`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchPhone } from './browser.mjs';
import { root, stopAll } from '../lib/processes.mjs';
import { startAppOnMock } from './app-on-mock.mjs';

const GROUPS = 20;
const OPTIONS = 30;
const TAPS = 15;
const CART_LINES = 99;

function benchItem() {
  const base = JSON.parse(readFileSync(join(root, 'mocks/items/i-karaage-bento.json'), 'utf8'));
  const names = (text) => ['ja', 'en', 'zh-cn', 'zh-tw'].map((code) => ({ code, text }));
  const customize_groups = Array.from({ length: GROUPS }, (_, g) => ({
    customize_group_id: `g-bench-${g}`,
    name: `Group ${g + 1}`,
    name_languages: names(`Group ${g + 1}`),
    type: 'TOPPING',
    is_checkable: false,
    is_multi_selection: true,
    is_selection_required: false,
    is_default_selection: false,
    multi_selection_setting: {
      min_item_selection_count: 0,
      max_item_selection_count: 0,
      min_total_selection_count: 0,
      max_total_selection_count: 0,
      show_counter: false,
    },
    customize_items: Array.from({ length: OPTIONS }, (_, o) => ({
      item_id: `ci-bench-${g}-${o}`,
      version: 1,
      name: `Option ${g + 1}-${o + 1}`,
      name_languages: names(`Option ${g + 1}-${o + 1}`),
      price: 10 * (o + 1),
      quantity: 0,
      customize_group_id: `g-bench-${g}`,
      item_state: 'OnSale',
      is_alcohol: false,
      is_unlimited: false,
      is_multi_selection: true,
      is_default_selection: false,
      max_selection_count: 1,
      customize_groups: [],
    })),
  }));
  return { item: { ...base, item_id: 'i-bench', name: 'Benchmark bento', customize_groups }, is_menu_view_only: false };
}

/** A cart of `CART_LINES` lines of the mock's karaage bento (each its own customize id, name and quantity). */
function benchCart() {
  const customizeItems = [
    { itemId: 'ci-rice-large', version: 1, quantity: 1, name: '大盛り', price: 100, customizeGroupId: 'g-kb-rice' },
    {
      itemId: 'ci-drink-coffee',
      version: 1,
      quantity: 1,
      name: 'コーヒー',
      price: 200,
      customizeGroupId: 'g-kb-drink',
    },
  ];
  const orderItems = Array.from({ length: CART_LINES }, (_, i) => ({
    customizeId: `c-bench-${i}`,
    itemId: 'i-karaage-bento',
    version: 3,
    quantity: 1 + (i % 5),
    name: `ベンチ弁当 ${i + 1}`,
    imageUrl: '/mock-images/items/karaage-bento.svg',
    price: 890,
    menuId: 'm-grand',
    state: 'OnSale',
    customizeItems,
  }));
  return {
    expiry: '2999-12-31T00:00:00Z',
    restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
    orderItems,
    optionItems: [],
    servingType: 'takeout',
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Taps `TAPS` controls and measures from the tap (pointerdown) to the first change of `total`'s text. */
async function timeTaps(page, total, controlAt) {
  const times = [];
  for (let i = 0; i < TAPS; i += 1) {
    const control = controlAt(i);
    await control.scrollIntoViewIfNeeded();
    const handle = await total.elementHandle();
    const elapsed = page.evaluate(
      (el) =>
        new Promise((resolve) => {
          let started = 0;
          const before = el.textContent;
          document.addEventListener('pointerdown', () => (started = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (started && el.textContent !== before) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(el, { subtree: true, characterData: true, childList: true });
        }),
      handle,
    );
    await control.click();
    times.push(await elapsed);
    await page.waitForTimeout(700); // let animations (price, snackbar) settle between taps
  }
  return times.sort((a, b) => a - b);
}

const summary = (times) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1).toFixed(1)} ms`;

/** Case 1: option tap → updated total on the item page of a 20 × 30 item. */
async function optionTap(context, origin) {
  const page = await context.newPage();
  const body = JSON.stringify(benchItem());
  await page.route('**/api/v1/restaurants/*/menus/*/items/i-bench*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.goto(`${origin}/restaurants/r1001/menus/m-grand/items/i-bench?eating_location=takeout`);
  const options = page.getByRole('checkbox', { name: /^Option / });
  await options.first().waitFor({ timeout: 60_000 });
  const count = await options.count();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const button = page.getByRole('button', { name: /カート|cart/i }).last();
  const times = await timeTaps(page, button, (i) => options.nth((i * 37) % count));
  await page.close();
  console.log(
    `\n=== option tap → updated total (${GROUPS} groups × ${OPTIONS} options, ${count} checkboxes, 4× CPU throttling, ${TAPS} taps) ===`,
  );
  console.log(summary(times));
}

/** Case 2: quantity tap (+) → updated total in the cart panel, 99 lines seeded in local storage. */
async function cartTap(context, origin) {
  const page = await context.newPage();
  // Seeded once per tab: later loads read what the app stored.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('bench-cart-seeded')) return;
    sessionStorage.setItem('bench-cart-seeded', '1');
    localStorage.setItem('cart', stored);
  }, JSON.stringify(benchCart()));
  await page.goto(`${origin}/restaurants/r1001/menus/m-grand`);
  const panel = page.getByRole('dialog', { name: /^カート/ });
  // The header's cart button works once the page is hydrated: retry the tap until the panel shows. `.first()`: once
  // the cart bar shows, its "カートを見る …" button matches too (two matches made every tap a strict-mode error).
  for (let attempt = 0; !(await panel.isVisible()); attempt += 1) {
    if (attempt === 60) throw new Error('the cart panel did not open');
    await page
      .getByRole('button', { name: /^カート/ })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
    await panel.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => {});
  }
  const lines = panel.getByRole('list', { name: 'カートの商品' }).getByRole('listitem');
  await lines.nth(CART_LINES - 1).waitFor({ timeout: 60_000 });
  const count = await lines.count();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const total = panel.getByRole('button', { name: /注文/ });
  // Lines spread over the list (top, middle, bottom); each `+` raises that line's quantity by one.
  const times = await timeTaps(page, total, (i) =>
    panel.getByRole('button', { name: `ベンチ弁当 ${((i * 37) % CART_LINES) + 1}を1つ増やす`, exact: true }),
  );
  const left = await lines.count();
  await page.close();
  console.log(`\n=== cart quantity tap → updated total (${count} lines, 4× CPU throttling, ${TAPS} taps) ===`);
  console.log(`${summary(times)}   (${left} lines after the taps)`);
}

try {
  const origin = await startAppOnMock();

  const { browser, context } = await launchPhone();
  // A receive time is needed to stay on the item and menu pages (otherwise the callback guard redirects).
  await context.addInitScript(() => {
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  });
  await optionTap(context, origin);
  await cartTap(context, origin);
  await browser.close();
} finally {
  await stopAll();
}
// The mock layer's server runs in this process: without an explicit exit the script never ends after its figures.
process.exit(0);
