// `npm run bench:tap`: time from tapping an option to the updated total, on an item with 20 groups × 30 options,
// at 4× CPU throttling (Chrome DevTools Protocol). The item is served by intercepting its API call with a generated
// body (the contract's mock data stays believable). Prints figures; no pass/fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchPhone } from './browser.mjs';
import { bin, freePort, root, run, start, startPrism, stopAll, waitForHttp } from '../lib/processes.mjs';

const GROUPS = 20;
const OPTIONS = 30;
const TAPS = 15;

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
    multi_selection_setting: { min_item_selection_count: 0, max_item_selection_count: 0, min_total_selection_count: 0, max_total_selection_count: 0, show_counter: false },
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const apiOrigin = await startPrism(await freePort());
  const env = { API_ORIGIN: apiOrigin, MOCK_PREFER_PASSTHROUGH: '1' };
  if (process.env.BENCH_SKIP_BUILD !== '1' && (await run(bin('next'), ['build'], { env })) !== 0) throw new Error('build failed');
  const port = await freePort();
  start('app', bin('next'), ['start', '-p', String(port)], { env, quiet: true });
  const origin = `http://localhost:${port}`;
  await waitForHttp(origin);

  const { browser, context } = await launchPhone();
  const page = await context.newPage();
  // A receive time is needed to stay on the item page (otherwise the callback guard redirects).
  await page.addInitScript(() => {
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  });
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
  const times = [];
  for (let i = 0; i < TAPS; i += 1) {
    const option = options.nth((i * 37) % count);
    await option.scrollIntoViewIfNeeded();
    const handle = await button.elementHandle();
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
    await option.click();
    times.push(await elapsed);
    await page.waitForTimeout(700); // let the 500 ms price animation settle between taps
  }
  await browser.close();
  times.sort((a, b) => a - b);
  console.log(`\n=== option tap → updated total (${GROUPS} groups × ${OPTIONS} options, ${count} checkboxes, 4× CPU throttling, ${TAPS} taps) ===`);
  console.log(`p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times.at(-1).toFixed(1)} ms`);
} finally {
  await stopAll();
}
