// The built app on the embedded mock, for the runners that drive it in a browser (`npm run test:e2e`,
// `npm run gallery`): the mock layer + Prism pinned at the mock data's moment, `npm run build` (skipped with
// E2E_SKIP_BUILD=1), the standalone server (as the container runs it, MOCK_MODE=1) on a free port; `drive` gets the addresses and returns an exit code. Everything is
// stopped afterwards, whatever happened.
import { buildApp, freePort, startApp, startMock, stopAll, waitForHttp } from './processes.mjs';
import { DESIGN_NOW } from '../mock/time-shift.mjs';

/** Runs `drive({ baseURL, apiOrigin })` against the app on the mock; resolves with its exit code (1 on a failure). */
export async function withAppOnMock(label, drive) {
  const [mockPort, appPort] = [await freePort(), await freePort()];
  let code = 1;
  try {
    // The suites pin the page clock at the mock data's moment (e2e/fixtures.ts); the mock layer's clock is pinned too.
    const apiOrigin = await startMock(mockPort, { now: DESIGN_NOW });
    const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1' };
    if (process.env.E2E_SKIP_BUILD !== '1') {
      code = await buildApp(env);
      if (code !== 0) throw new Error('npm run build failed');
    }
    // The standalone server, started as the container starts it, in explicit mock mode.
    startApp(appPort, env);
    const baseURL = `http://localhost:${appPort}`;
    await waitForHttp(baseURL, { timeoutMs: 60_000 });
    code = await drive({ baseURL, apiOrigin });
  } catch (error) {
    console.error(`[${label}] ${error.message}`);
    code = 1;
  } finally {
    await stopAll();
  }
  return code;
}
