// `npm run bench:order-tap`: tap 注文する → the complete page, on the built app on the mock; prints figures, no
// pass/fail. Each tap is a fresh browser context (its own mock session, a fresh cart of 唐揚げ弁当 + コーラ seeded in
// local storage, a guest's stored contact details), opens the order form with 店頭でお支払い (pay at the restaurant,
// no card), waits until the button is ready (the form's confirmation and calculation are in), then taps it once.
// Measured in the page: pointerdown → the complete page's heading in the DOM and one frame later (painted), and the API
// calls the page makes in between (method and path, through the app's /api proxy).
//
// Environment:
//   ORDER_TAPS          taps (default 15), each with a fresh cart and session
//   BENCH_LATENCY_MS    added round-trip latency per request (CDP network emulation; default 100, a phone on 4G)
//   BENCH_CPU           CPU throttling rate (default 4, as bench:tap)
//   BENCH_APP_DIR       another checkout of the app whose build to run (e.g. the code before a change); its build must
//                       exist (`NEXT_DIST_DIR=… npm run build` there) and BENCH_SKIP_BUILD=1 is implied
//   NEXT_DIST_DIR       the build directory (default .next); BENCH_SKIP_BUILD=1 skips `npm run build` here
import { existsSync } from 'node:fs';
import { devices } from '@playwright/test';
import { resolve } from 'node:path';
import { launchPhone } from './browser.mjs';
import { buildApp, freePort, root, start, startMock, stopAll, waitForHttp } from '../lib/processes.mjs';

const TAPS = Number(process.env.ORDER_TAPS ?? 15);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const appDir = process.env.BENCH_APP_DIR ? resolve(process.env.BENCH_APP_DIR) : root.replace(/\/$/, '');
const distDir = process.env.NEXT_DIST_DIR || '.next';
// The moment the mock data is written for (mocks/README.md "Mock time"), as the e2e runner pins it.
const MOCK_NOW = '2026-11-21T22:00:00+09:00';
const COMPLETE_TITLE = 'ご注文ありがとうございます';

const CART = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
  orderItems: [
    (await import('../../src/test/karaage-bento-line.json', { with: { type: 'json' } })).default,
    (await import('../../src/test/cola-line.json', { with: { type: 'json' } })).default,
  ],
  optionItems: [],
  servingType: 'takeout',
};
const CONTACT = { name: '佐藤 一郎', email: 'ichiro.sato@example.com', phoneNumber: '09011112222', note: '' };

async function startApp() {
  const apiOrigin = await startMock(await freePort(), { now: MOCK_NOW });
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1' };
  const external = appDir !== root.replace(/\/$/, '');
  if (!external && process.env.BENCH_SKIP_BUILD !== '1' && (await buildApp(env)) !== 0) throw new Error('build failed');
  const server = `${appDir}/${distDir}/standalone/server.js`;
  if (!existsSync(server)) throw new Error(`${server} is missing: build that app first`);
  const port = await freePort();
  start('app', 'node', [server], { env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, quiet: true });
  const origin = `http://localhost:${port}`;
  await waitForHttp(origin);
  return origin;
}

/** One tap on a fresh order form: { ms, calls }. */
async function oneTap(browser, contextOptions, origin, i) {
  const context = await browser.newContext(contextOptions);
  await context.addCookies([
    { name: 'mock_session', value: `order-tap-${process.pid}-${i}`, url: origin },
    { name: 'mock_devkit', value: 'hidden', url: origin },
  ]);
  await context.addInitScript(
    ({ cart, contact }) => {
      if (sessionStorage.getItem('bench-seeded')) return;
      sessionStorage.setItem('bench-seeded', '1');
      localStorage.setItem('cart', JSON.stringify(cart));
      localStorage.setItem('orderFormValues', JSON.stringify(contact));
      sessionStorage.setItem('servingType', JSON.stringify('takeout'));
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    },
    { cart: CART, contact: CONTACT },
  );
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(MOCK_NOW));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${origin}/restaurants/r1001/order`);
  const onsite = page.getByRole('radio', { name: '店頭でお支払い', exact: true });
  await onsite.check({ timeout: 60_000 });
  // Ready: the button names the total and is not aria-disabled (the confirmation and calculation are in).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button[type="submit"]')].some(
        (b) => /^注文する ￥/.test(b.textContent ?? '') && !b.hasAttribute('aria-disabled'),
      ),
    null,
    { timeout: 60_000 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const calls = [];
  let tapped = false;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (tapped && path.startsWith('/api/')) calls.push(`${request.method()} ${path.replace(/^\/api/, '')}`);
  });
  await page.evaluate((title) => {
    const bench = {};
    window.__orderTap = bench;
    document.addEventListener('pointerdown', () => (bench.start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (bench.start === undefined || bench.seen) return;
      if (document.querySelector('h1')?.textContent !== title) return;
      bench.seen = true;
      observer.disconnect();
      requestAnimationFrame(() => (bench.end = performance.now()));
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  }, COMPLETE_TITLE);
  tapped = true;
  await page.getByRole('button', { name: /^注文する ￥/ }).click();
  await page.waitForFunction(() => window.__orderTap.end !== undefined, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__orderTap.end - window.__orderTap.start);
  tapped = false;
  await context.close();
  return { ms, calls };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const origin = await startApp();
  const { browser, context } = await launchPhone();
  await context.close();
  // The same phone as launchPhone's own context (browser.mjs).
  const contextOptions = { ...devices['Pixel 7'], locale: 'ja-JP', timezoneId: 'Asia/Tokyo' };
  const times = [];
  const callCounts = new Map();
  for (let i = 0; i < TAPS; i += 1) {
    const { ms, calls } = await oneTap(browser, contextOptions, origin, i);
    times.push(ms);
    const key = calls.join(', ');
    callCounts.set(key, (callCounts.get(key) ?? 0) + 1);
  }
  await browser.close();
  times.sort((a, b) => a - b);
  console.log(
    `\n=== order tap → complete page (${appDir}/${distDir}, ${TAPS} taps, ${CPU}× CPU, +${LATENCY_MS} ms per request) ===`,
  );
  console.log(
    `p50 ${percentile(times, 50).toFixed(0)} ms   p90 ${percentile(times, 90).toFixed(0)} ms   min ${times[0].toFixed(0)} ms   max ${times.at(-1).toFixed(0)} ms`,
  );
  for (const [calls, count] of callCounts)
    console.log(`API calls on the tap (${count}/${TAPS} taps): ${calls.split(', ').length} — ${calls}`);
} finally {
  await stopAll();
}
// The mock layer's server runs in this process: without an explicit exit the script never ends after its figures.
process.exit(0);
