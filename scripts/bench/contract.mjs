// `npm run bench:contract`: prints the dev-kit figures of issue 2 (no pass/fail; compare runs on the same machine).
//   1. codegen wall time (orval, both outputs + after-generate hook)
//   2. Prism latency p50/p95 over 200 sequential GETs and 200 sequential POSTs
//   3. `npm run dev` cold start (the mock + next dev, in a dist dir of its own deleted first, so .next is left alone) to
//      the first 200 on `/`, and to a hydrated, tappable brand top in Chromium: the footer's language select enabled,
//      the HMR WebSocket connected, and choosing English in it relabels it (scripts/lib/dev-interactive.mjs, the same
//      condition as the dev-server check of `npm test`)
import { launchPhone } from './browser.mjs';
import { firstAnswer, openInteractive, ownDevDistDir } from '../lib/dev-interactive.mjs';
import { bin, freePort, run, start, startPrism, stopAll } from '../lib/processes.mjs';

const HEADERS = {
  'x-api-key': 'dev-api-key',
  'x-brand-id': 'demo',
  'x-platform-code': 'web',
  'content-type': 'application/json',
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => `${n.toFixed(2)} ms`;

async function timeRequests(count, url, init) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

try {
  let started = performance.now();
  const code = await run(bin('orval'), ['--config', 'orval.config.ts']);
  if (code !== 0) throw new Error('codegen failed');
  const codegenSeconds = (performance.now() - started) / 1000;

  const prism = await startPrism(await freePort());
  const cartBody = JSON.stringify({
    restaurant_id: 'r1001',
    serving_type: 'SERVING_TYPE_TAKEOUT',
    order_items: [],
    option_items: [],
  });
  const gets = await timeRequests(200, `${prism}/v1/restaurants?brandId=demo`, { headers: HEADERS });
  const posts = await timeRequests(200, `${prism}/v1/orders/cart`, {
    method: 'POST',
    headers: HEADERS,
    body: cartBody,
  });
  await stopAll();

  const distDir = ownDevDistDir('.next-dev-bench', { fresh: true });
  const { browser, context } = await launchPhone();
  let devSeconds;
  let interactiveSeconds;
  let tapMs;
  try {
    const port = await freePort();
    const env = { ...distDir.env, PORT: String(port), MOCK_PORT: String(await freePort()) };
    started = performance.now();
    start('dev', 'node', ['scripts/dev.mjs'], { env, quiet: true });
    const origin = `http://localhost:${port}`;
    const status = await firstAnswer(origin, { timeoutMs: 180_000 });
    if (status !== 200) throw new Error(`npm run dev answered ${status} on /`);
    devSeconds = (performance.now() - started) / 1000;
    ({ tapMs } = await openInteractive(context, `${origin}/`, { timeoutMs: 120_000 }));
    interactiveSeconds = (performance.now() - started) / 1000;
  } finally {
    await browser.close();
    await stopAll();
    distDir.cleanUp();
  }

  console.log('\n=== contract & dev-kit benchmark ===');
  console.log(`codegen wall time:             ${codegenSeconds.toFixed(1)} s`);
  console.log(`Prism GET  (200 sequential):   p50 ${ms(percentile(gets, 50))}  p95 ${ms(percentile(gets, 95))}`);
  console.log(`Prism POST (200 sequential):   p50 ${ms(percentile(posts, 50))}  p95 ${ms(percentile(posts, 95))}`);
  console.log(`npm run dev cold start → 200 /: ${devSeconds.toFixed(1)} s`);
  console.log(
    `npm run dev cold start → hydrated, tappable brand top: ${interactiveSeconds.toFixed(1)} s (the tap answered in ${Math.round(tapMs)} ms)`,
  );
} finally {
  await stopAll();
}
