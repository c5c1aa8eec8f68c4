// `npm run bench:intent`: what asking for an item on intent (issue 15 item 3) saves. On the menu page, with every
// /api/ answer held back LATENCY_MS (a phone network), a finger lands on an item card (a real touch through the
// Chrome DevTools Protocol), rests TAP_MS and lifts (the tap); timed from its pointerdown to the item's name in the
// sheet. Twice, each over the same items in a fresh tab: as built (the card asks for the item at the pointerdown), and
// with the card's intent handlers deaf (the pointer and focus events stopped before React sees them: the app as it was
// before). Prints figures, no pass/fail. BENCH_SKIP_BUILD=1 reuses .next/.
import { launchPhone } from './browser.mjs';
import { stopAll } from '../lib/processes.mjs';
import { startAppOnMock } from './app-on-mock.mjs';
import { DESIGN_NOW } from '../mock/time-shift.mjs';

const LATENCY_MS = 300;
const TAP_MS = 150;
const ITEMS = [
  ['i-karaage-bento', '唐揚げ弁当'],
  ['i-hamburg-bento', 'ハンバーグ弁当'],
  ['i-salmon-bento', '鮭の塩焼き弁当'],
  ['i-teriyaki-bento', '照り焼きチキン弁当'],
  ['i-makunouchi', '特製幕の内弁当'],
  ['i-gyudon', '牛丼'],
  ['i-oyakodon', '親子丼'],
  ['i-katsudon', 'かつ丼'],
  ['i-kake-udon', 'かけうどん'],
  ['i-zaru-soba', 'ざるそば'],
  ['i-potato-fry', 'フライドポテト'],
  ['i-gyoza', '焼き餃子（6個）'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Taps every item of ITEMS on the menu page of a fresh tab; returns the times (ms) from pointerdown to the name. */
async function tapItems(context, origin, { deaf }) {
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(DESIGN_NOW));
  if (deaf) {
    // React listens on its root: stopped on the window first, the events never reach the card's handlers.
    await page.addInitScript(() => {
      for (const type of ['pointerover', 'pointerdown', 'focusin'])
        window.addEventListener(type, (event) => event.stopPropagation(), { capture: true });
    });
  }
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    await sleep(LATENCY_MS);
    await route.fulfill({ response });
  });
  await page.goto(`${origin}/restaurants/r1001/menus/m-grand?eating_location=takeout`);
  await page.getByRole('heading', { level: 1, name: 'グランドメニュー' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  const times = [];
  for (const [itemId, name] of ITEMS) {
    const card = page.locator(`a[data-item-id="${itemId}"]`);
    // In the middle of the screen: clear of the sticky header and category tabs above and the cart bar below.
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await sleep(300);
    const box = await card.boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
    // Armed (and awaited) before the finger lands, so the pointerdown cannot come first.
    await page.evaluate((itemName) => {
      window.benchShown = new Promise((resolve) => {
        let started = 0;
        window.addEventListener('pointerdown', () => (started = performance.now()), { capture: true, once: true });
        const shown = () =>
          [...document.querySelectorAll('[role="dialog"] h2')].some((el) => el.textContent === itemName);
        const observer = new MutationObserver(() => {
          if (started && shown()) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, name);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await sleep(TAP_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const time = await Promise.race([page.evaluate(() => window.benchShown), sleep(10_000).then(() => null)]);
    if (time === null) throw new Error(`the sheet of ${itemId} did not show its name within 10 s of the tap`);
    times.push(time);
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await sleep(300);
  }
  await page.close();
  return times;
}

const median = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = (times) =>
  `median ${median(times).toFixed(0)} ms   mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms   ` +
  `min ${Math.min(...times).toFixed(0)} ms   max ${Math.max(...times).toFixed(0)} ms   (${times.length} items)`;

try {
  const origin = await startAppOnMock({ now: DESIGN_NOW });

  const { browser, context } = await launchPhone();
  // A receive time is needed to stay on the menu page (otherwise the callback guard redirects); the dev kit's
  // scenario button stays out of the way of the taps.
  await context.addInitScript(() => {
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  });
  await context.addCookies([{ name: 'mock_devkit', value: 'hidden', url: origin }]);
  // A first round warms the server (route compilation, caches); its figures are not kept.
  await tapItems(context, origin, { deaf: false });
  const deaf = await tapItems(context, origin, { deaf: true });
  const asking = await tapItems(context, origin, { deaf: false });
  console.log(
    `\n=== finger down on an item card → its name in the sheet (/api/ +${LATENCY_MS} ms, tap ${TAP_MS} ms) ===`,
  );
  console.log(`without asking on intent: ${summary(deaf)}`);
  console.log(`asking at the finger down: ${summary(asking)}`);
  await browser.close();
} finally {
  await stopAll();
}
// The mock layer's server runs in this process: without an explicit exit the script never ends after its figures.
process.exit(0);
