// `node scripts/checks/busy-walker.mjs [minutes]`: a second Chromium that walks the app on the mock, page after page,
// for the given minutes (default 40), so the test suite can be run on a busy machine (issue 28: "the suite passes on a
// fresh clone even when the machine is busy"). It starts the embedded mock and the standalone server of the last build
// (NEXT_DIST_DIR, default .next; `npm run build` first), walks every customer route of scripts/bench/pages.mjs with
// the flow seeded, taps the first link or button of each page, and prints one line per lap.
import { launchPhone } from '../bench/browser.mjs';
import { PAGES, SEED_FLOW_SCRIPT } from '../bench/pages.mjs';
import { freePort, startApp, startMock, stopAll, waitForHttp } from '../lib/processes.mjs';

const minutes = Number(process.argv[2] ?? 40);
const until = Date.now() + minutes * 60_000;
try {
  const apiOrigin = await startMock(await freePort());
  const port = await freePort();
  startApp(port, { API_ORIGIN: apiOrigin, MOCK_MODE: '1' });
  const origin = `http://localhost:${port}`;
  await waitForHttp(`${origin}/`);
  const { browser, context } = await launchPhone();
  await context.addInitScript(SEED_FLOW_SCRIPT);
  const page = await context.newPage();
  for (let lap = 1; Date.now() < until; lap += 1) {
    const started = Date.now();
    let failed = 0;
    for (const { path } of PAGES) {
      if (Date.now() >= until) break;
      try {
        await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
        await page.locator('main a, main button').first().hover({ timeout: 5_000 });
      } catch {
        failed += 1;
      }
    }
    console.log(`lap ${lap}: ${PAGES.length} pages in ${Date.now() - started} ms (${failed} not walked)`);
  }
  await browser.close();
} finally {
  await stopAll();
}
process.exit(0);
