// `npm run bench:cpu-sources`: where the main thread's time goes while a page loads, by source. The CPU profiler of
// Chromium samples the page from the navigation until the network is idle; each sample's own (self) time is given to
// the original source of its function through the browser source maps of the bench:js-sources build, and summed per
// source group (the same groups as bench:js-sources) or, with BENCH_FILES_UNDER, per file. Also prints the page's long
// tasks (≥ 50 ms on this machine, unthrottled). It answers "what makes the Total Blocking Time": Lighthouse multiplies
// these tasks by its 4× CPU slowdown. A sample is placed by where its function starts: a minified module's top-level
// code lands on that module, but at the edge between two modules it can land on the next one, so trust packages and
// areas more than single files.
//
// Reuses the build of `npm run bench:js-sources` (BENCH_SOURCES_DIST, default .next-sources): run that first, or
// set BENCH_BUILD=1 to build here. Figures are times on a shared machine: compare groups inside one run, never runs
// across days. Environment: BENCH_PAGES (pages.mjs, default the `lighthouse` pages), BENCH_ROUNDS (default 3, the
// profiles are summed), BENCH_TOP (rows, default 25), BENCH_FILES_UNDER, and BENCH_FUNCTIONS=1 (with
// BENCH_FILES_UNDER: the functions of those files one by one, by the name the source map gives and their first line).
import { stopAll, waitForHttp } from '../lib/processes.mjs';
import { sourceGroup } from './source-groups.mjs';
import { openSourcesBuild, originalPosition } from './source-places.mjs';

const DIST_DIR = process.env.BENCH_SOURCES_DIST ?? '.next-sources';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOP = Number(process.env.BENCH_TOP ?? 25);
const FUNCTIONS = process.env.BENCH_FUNCTIONS === '1' ? process.env.BENCH_FILES_UNDER : undefined;

/** Self time (ms) per source group of one profile. */
async function selfTimeBySource(profile, into) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    let group = callFrame.url ? '(other script)' : `(${callFrame.functionName || 'native'})`;
    const pos = await originalPosition(callFrame);
    if (pos) {
      group = pos.source ? sourceGroup(pos.source) : '(unmapped)';
      // BENCH_FUNCTIONS=1 inside the BENCH_FILES_UNDER files: one row per function (its name and first line).
      if (FUNCTIONS && group.startsWith(FUNCTIONS)) {
        group = `${group} ${pos.name ?? callFrame.functionName ?? '(anonymous)'}:${pos.line}`;
      }
    } else if (callFrame.url && !/\/_next\//.test(callFrame.url)) group = '(inline script)';
    into.set(group, (into.get(group) ?? 0) + us / 1000);
  }
}

/** One profiled load of `url`: adds self times into `into`, returns the long tasks (ms, rounded). */
async function profileLoad(context, url, into) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(() => undefined);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  await selfTimeBySource(profile, into);
  return longTasks;
}

try {
  const { browser, context, origin, pages } = await openSourcesBuild({
    distDir: DIST_DIR,
    build: process.env.BENCH_BUILD === '1',
  });
  for (const { name, path } of pages) {
    await waitForHttp(`${origin}${path}`); // Next's first server render of the route, unmeasured
    const times = new Map();
    const tasks = [];
    for (let round = 0; round < ROUNDS; round += 1)
      tasks.push(...(await profileLoad(context, `${origin}${path}`, times)));
    const busy = [...times].filter(([g]) => g !== '((idle))' && g !== '((program))');
    const total = busy.reduce((a, [, ms]) => a + ms, 0) / ROUNDS;
    console.log(
      `\n=== ${name} (${path}): ${total.toFixed(0)} ms of script and native work per load (mean of ${ROUNDS}) ===`,
    );
    console.log(`    long tasks (ms): ${tasks.sort((a, b) => b - a).join(', ') || 'none'}`);
    for (const [group, ms] of busy.sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(ms / ROUNDS).toFixed(1).padStart(8)} ms  ${group}`);
  }
  await browser.close();
} finally {
  stopAll();
}
