// `npm run test:fuzz [-- playwright args]` (also in `npm test`, after the e2e step, whose build it reuses): the built
// app against Prism in dynamic mode (`prism mock -d`: every answer random and valid against openapi.yaml, no mock
// layer), and the Playwright fuzz suite (playwright.fuzz.config.ts, e2e/fuzz/) loading every page kind FUZZ_LOADS times (default 6).
// FUZZ_BUILD=1 builds first (`npm run build`); NEXT_DIST_DIR picks the build, as for the other runners.
import { bin, buildApp, freePort, start, startApp, startPrism, stopAll, waitForHttp } from './lib/processes.mjs';

const args = process.argv.slice(2);
let code = 1;
try {
  const [prismPort, appPort] = [await freePort(), await freePort()];
  const apiOrigin = await startPrism(prismPort, { dynamic: true });
  // MOCK_MODE keeps the outside pages (sign-in, wallets, 3-D Secure) on the local stand-ins, so a random answer that
  // starts a login or a payment still ends on this origin; no mock layer: Prism's random answers reach the app as is.
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1' };
  if (process.env.FUZZ_BUILD === '1') {
    code = await buildApp(env);
    if (code !== 0) throw new Error('npm run build failed');
  }
  startApp(appPort, env);
  const baseURL = `http://localhost:${appPort}`;
  await waitForHttp(baseURL, { timeoutMs: 60_000 });
  // Started as the servers are, so that stopping this runner stops the browsers too.
  const playwright = start('playwright', bin('playwright'), ['test', '-c', 'playwright.fuzz.config.ts', ...args], {
    env: { E2E_BASE_URL: baseURL },
  });
  code = await new Promise((resolve) => playwright.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(`[fuzz] ${error.message}`);
  code = 1;
} finally {
  await stopAll();
}
process.exit(code);
