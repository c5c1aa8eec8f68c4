// `npm run bench:js`: first-load JavaScript of the app's routes, measured from the scripts Chromium actually loads,
// beside a bare Next + MUI page (scripts/bench/baseline-app) built in the same run. Prints figures; no pass/fail.
import { gzipSync } from 'node:zlib';
import { launchPhone } from './browser.mjs';
import { bin, freePort, run, start, startMock, stopAll, waitForHttp } from '../lib/processes.mjs';
import { pagesFromEnv, SEED_FLOW_SCRIPT } from './pages.mjs';

async function scriptBytes(context, url) {
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await page.close();
  return {
    files: buffers.length,
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
try {
  const apiOrigin = await startMock(await freePort()); // Prism behind the mock layer: the data follows the clock
  const env = { API_ORIGIN: apiOrigin, MOCK_PREFER_PASSTHROUGH: '1' };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    if ((await run(bin('next'), ['build'], { env })) !== 0) throw new Error('app build failed');
    if ((await run(bin('next'), ['build', 'scripts/bench/baseline-app'])) !== 0)
      throw new Error('baseline build failed');
  }
  const [appPort, basePort] = [await freePort(), await freePort()];
  start('app', bin('next'), ['start', '-p', String(appPort)], { env, quiet: true });
  start('baseline', bin('next'), ['start', 'scripts/bench/baseline-app', '-p', String(basePort)], { quiet: true });
  await Promise.all([waitForHttp(`http://localhost:${appPort}/`), waitForHttp(`http://localhost:${basePort}/`)]);

  const { browser, context } = await launchPhone();
  await context.addInitScript(SEED_FLOW_SCRIPT); // what the flow stores before these pages (pages.mjs)
  const rows = [['bare Next + MUI page', await scriptBytes(context, `http://localhost:${basePort}/`)]];
  for (const { name, path } of pagesFromEnv())
    rows.push([`${name} (${path})`, await scriptBytes(context, `http://localhost:${appPort}${path}`)]);
  await browser.close();

  const base = rows[0][1].gzip;
  console.log('\n=== first-load JS (scripts Chromium loads; gzip -9 of each body) ===');
  for (const [name, r] of rows) {
    const delta = r.gzip - base;
    console.log(
      `${name.padEnd(70)} ${String(r.files).padStart(3)} files  ${kb(r.raw).padStart(10)} raw  ${kb(r.gzip).padStart(9)} gzip  ${delta === 0 ? '' : `(${delta > 0 ? '+' : ''}${kb(delta)} vs bare)`}`,
    );
  }
} finally {
  await stopAll();
}
