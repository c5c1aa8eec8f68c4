// `npm run test:e2e [-- playwright args]`: builds the app, starts Prism and `next start` on free ports, runs the
// Playwright suites against them on a phone viewport, then stops everything. E2E_SKIP_BUILD=1 reuses .next/.
import { bin, freePort, run, start, startMock, stopAll, waitForHttp } from './lib/processes.mjs';
import { DESIGN_NOW } from './mock/time-shift.mjs';

const [prismPort, appPort] = [await freePort(), await freePort()];
let code = 1;
try {
  // The suites pin the page clock at the mock data's moment (e2e/fixtures.ts); the mock layer's clock is pinned there too.
  const apiOrigin = await startMock(prismPort, { now: DESIGN_NOW });
  const env = { API_ORIGIN: apiOrigin, MOCK_PREFER_PASSTHROUGH: '1' };
  if (process.env.E2E_SKIP_BUILD !== '1') {
    code = await run(bin('next'), ['build'], { env });
    if (code !== 0) throw new Error('next build failed');
  }
  start('next', bin('next'), ['start', '-p', String(appPort), '-H', '127.0.0.1'], { env, quiet: true });
  const baseURL = `http://localhost:${appPort}`;
  await waitForHttp(baseURL, { timeoutMs: 60_000 });
  code = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    env: { E2E_BASE_URL: baseURL, E2E_API_ORIGIN: apiOrigin },
  });
} catch (error) {
  console.error(`[e2e] ${error.message}`);
} finally {
  await stopAll();
}
process.exit(code);
