// The app as the single-app benchmarks measure it: Prism behind the mock layer (the data follows the clock), the app
// built (`npm run build`, skipped with BENCH_SKIP_BUILD=1) and started as the container does, in mock mode. Stop with
// stopAll().
import { buildApp, freePort, startApp, startMock, waitForHttp } from '../lib/processes.mjs';

/** Starts the mock and the app; resolves to the app's origin. `now`: the mock's clock (default MOCK_NOW). */
export async function startAppOnMock({ now } = {}) {
  const apiOrigin = await startMock(await freePort(), { now });
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1' };
  if (process.env.BENCH_SKIP_BUILD !== '1' && (await buildApp(env)) !== 0) throw new Error('build failed');
  const port = await freePort();
  startApp(port, env);
  const origin = `http://localhost:${port}`;
  await waitForHttp(origin);
  return origin;
}
