// `npm run bench:contract`: prints the dev-kit figures of issue 2 (no pass/fail; compare runs on the same machine).
//   1. codegen wall time (orval, both outputs + after-generate hook)
//   2. Prism latency p50/p95 over 200 sequential GETs and 200 sequential POSTs
//   3. `npm run dev` cold start (Prism + next dev, .next/dev removed) to the first 200 on `/`
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, freePort, root, run, start, startPrism, stopAll, waitForHttp } from '../lib/processes.mjs';

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

  rmSync(join(root, '.next/dev'), { recursive: true, force: true });
  const port = await freePort();
  started = performance.now();
  start('dev', 'node', ['scripts/dev.mjs'], { env: { PORT: String(port) }, quiet: true });
  await waitForHttp(`http://localhost:${port}/`, { timeoutMs: 180_000 });
  const devSeconds = (performance.now() - started) / 1000;
  await stopAll();

  console.log('\n=== contract & dev-kit benchmark ===');
  console.log(`codegen wall time:             ${codegenSeconds.toFixed(1)} s`);
  console.log(`Prism GET  (200 sequential):   p50 ${ms(percentile(gets, 50))}  p95 ${ms(percentile(gets, 95))}`);
  console.log(`Prism POST (200 sequential):   p50 ${ms(percentile(posts, 50))}  p95 ${ms(percentile(posts, 95))}`);
  console.log(`npm run dev cold start → 200 /: ${devSeconds.toFixed(1)} s`);
} finally {
  await stopAll();
}
