// Diagnostic (no npm script): which elements shift while a page loads. After a `next build`, run
// `node scripts/bench/layout-shifts.mjs /path …` (no path: every page of pages.mjs): starts the build with Prism, loads each path in Chromium (Pixel 7,
// 4× CPU, slow network, the flow seed of pages.mjs) and prints every layout-shift entry with its sources. BENCH_LOCALE
// (default ja-JP) is the browser's language: Lighthouse runs in en-US, where some texts wrap differently.
import { launchPhone } from './browser.mjs';
import { freePort, startApp, startMock, stopAll, waitForHttp } from '../lib/processes.mjs';
import { benchCookies, PAGES, SEED_FLOW_SCRIPT } from './pages.mjs';

const PATHS = process.argv.length > 2 ? process.argv.slice(2) : PAGES.map((page) => page.path);

try {
  const apiOrigin = await startMock(await freePort()); // Prism behind the mock layer: the data follows the clock
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1' };
  const port = await freePort();
  startApp(port, env);
  const origin = `http://localhost:${port}`;
  await waitForHttp(origin);
  const { browser, context } = await launchPhone({ locale: process.env.BENCH_LOCALE ?? 'ja-JP' });
  await context.addInitScript(SEED_FLOW_SCRIPT);
  await context.addCookies(benchCookies(origin));
  await context.addInitScript(() => {
    window.__shifts = [];
    const describe = (node) => {
      if (!node) return '(gone)';
      const el = node.nodeType === 1 ? node : node.parentElement;
      if (!el) return '(text)';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].slice(0, 2).join('.')} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__shifts.push({
          t: Math.round(entry.startTime),
          value: entry.value.toFixed(4),
          input: entry.hadRecentInput,
          sources: entry.sources.map(
            (s) =>
              `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of PATHS) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.filter((s) => !s.input).reduce((sum, s) => sum + Number(s.value), 0);
    console.log(`\n=== ${path} (ended on ${new URL(page.url()).pathname}): sum of shifts ${total.toFixed(4)} ===`);
    for (const s of shifts)
      console.log(`  ${s.t} ms  ${s.value}${s.input ? ' (input)' : ''}\n    ${s.sources.join('\n    ')}`);
    await page.close();
  }
  await browser.close();
} finally {
  await stopAll();
}
