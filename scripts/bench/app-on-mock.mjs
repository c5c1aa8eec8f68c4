// The app as the single-app benchmarks measure it: Prism behind the mock layer (the data follows the clock), the app
// built against it (skipped with BENCH_SKIP_BUILD=1) and started with `next start`. Stop with stopAll().
import { bin, freePort, run, start, startMock, waitForHttp } from '../lib/processes.mjs';

/** Starts the mock and the app; resolves to the app's origin. `now`: the mock's clock (default MOCK_NOW). */
export async function startAppOnMock({ now } = {}) {
  const apiOrigin = await startMock(await freePort(), { now });
  const env = { API_ORIGIN: apiOrigin, MOCK_PREFER_PASSTHROUGH: '1' };
  if (process.env.BENCH_SKIP_BUILD !== '1' && (await run(bin('next'), ['build'], { env })) !== 0)
    throw new Error('build failed');
  const port = await freePort();
  start('app', bin('next'), ['start', '-p', String(port)], { env, quiet: true });
  const origin = `http://localhost:${port}`;
  await waitForHttp(origin);
  return origin;
}
