// `node scripts/checks/dev-server.mjs` (a step of `npm test`; issue 30 item 5): `npm run dev` works on every local
// host of the brand table. Starts the mock and `next dev` (MOCK_MODE=1) on free ports, in a dist dir of its own
// (.next-dev-check: .next and tsconfig.json are left alone), then opens the brand top on http://127.0.0.1:<port>/ and
// on http://localhost:<port>/ in Chromium and waits until it is interactive: hydrated (the footer's language select
// enabled), the HMR WebSocket connected (next.config.js `allowedDevOrigins`; refused before, and the page reloaded
// itself), and a tap on the select that works (scripts/lib/dev-interactive.mjs). Prints each host's time to
// interactive; exits non-zero when a host fails. Stops everything it started and deletes its dist dir.
import { launchPhone } from '../bench/browser.mjs';
import { firstAnswer, openInteractive, ownDevDistDir } from '../lib/dev-interactive.mjs';
import { bin, freePort, start, startMock, stopAll } from '../lib/processes.mjs';

const HOSTS = ['127.0.0.1', 'localhost'];
const BOUND_MS = 60_000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const distDir = ownDevDistDir('.next-dev-check', { fresh: true });
const results = [];
let code = 1;
try {
  const started = performance.now();
  const apiOrigin = await startMock(await freePort());
  const port = await freePort();
  start('next dev', bin('next'), ['dev', '-p', String(port)], {
    env: { ...distDir.env, API_ORIGIN: apiOrigin, MOCK_MODE: '1' },
    quiet: true,
  });
  // The first request compiles the brand top; every host below then meets the same warm server. The cold compile is
  // timed by bench:contract; here it is only waited for: 2 minutes were not enough on a 2-core machine at load 25
  // (issue 28: the suite passes on a busy machine).
  const status = await firstAnswer(`http://localhost:${port}`, { timeoutMs: 300_000 });
  console.log(
    `[dev-server] next dev on :${port}: / answered ${status} ${seconds(performance.now() - started)} after a cold start`,
  );

  for (const host of HOSTS) {
    const url = `http://${host}:${port}/`;
    const { browser, context } = await launchPhone();
    try {
      const { ms, tapMs } = await openInteractive(context, url, { timeoutMs: BOUND_MS });
      results.push({ url, ok: true, text: `interactive in ${seconds(ms)}, a tap answered in ${Math.round(tapMs)} ms` });
    } catch (error) {
      results.push({ url, ok: false, text: error.message.split('\n')[0] });
    } finally {
      await browser.close();
    }
  }
  code = results.every((result) => result.ok) ? 0 : 1;
} catch (error) {
  console.error(`[dev-server] ${error.message}`);
} finally {
  await stopAll();
  distDir.cleanUp();
}

for (const { url, ok, text } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${url}  ${text}`);
process.exit(code);
