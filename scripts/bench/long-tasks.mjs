// `npm run bench:long-tasks`: what each long task of a page load is made of, on a phone-speed CPU. Chromium loads each
// page with its CPU slowed 4× (Lighthouse's mobile factor) while a trace records the main thread's tasks and the V8
// sampling profiler. Every task of 50 ms or more (what Total Blocking Time counts, 50 ms each excepted) is printed with
// what started it (a script's evaluation, a timer, a message, the HTML parser) and the functions that took its time,
// each placed in its original source through the browser source maps of the bench:js-sources build.
//
// Where bench:cpu-sources answers "which code costs the most in all", this answers "which code makes each blocking
// task", so a cut can aim at the tasks Lighthouse counts. Reuses the build of `npm run bench:js-sources`
// (BENCH_SOURCES_DIST, default .next-sources): run that first. Environment: BENCH_PAGES (pages.mjs, default the
// `lighthouse` pages), BENCH_TOP (functions per task, default 8), BENCH_SLOWDOWN (default 4). Figures are times on a
// shared machine: read the shape, and compare only inside one run.
import { stopAll, waitForHttp } from '../lib/processes.mjs';
import { openSourcesBuild, originalPlace } from './source-places.mjs';

const DIST_DIR = process.env.BENCH_SOURCES_DIST ?? '.next-sources';
const TOP = Number(process.env.BENCH_TOP ?? 8);
const SLOWDOWN = Number(process.env.BENCH_SLOWDOWN ?? 4);
const LONG_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** The CPU profile of the renderer process `pid` as samples (ts µs, node id) plus its nodes by id. */
function profileSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  const profile = events.find((e) => e.pid === pid && e.name === 'Profile');
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || e.id !== profile?.id) continue;
    const chunk = e.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id });
    });
  }
  return { nodes, samples };
}

/** What started a task: its first notable child event. */
function taskCause(events, task) {
  const end = task.ts + task.dur;
  const child = events.find(
    (e) =>
      e.tid === task.tid &&
      e.ts >= task.ts &&
      e.ts < end &&
      ['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'EventDispatch', 'v8.compile'].includes(e.name),
  );
  if (!child) return '(no script)';
  const url = child.args?.data?.url ?? child.args?.data?.frame ?? '';
  return `${child.name}${url ? ` ${String(url).replace(/^https?:\/\/[^/]+/, '')}` : ''}`;
}

async function traceLoad(browser, context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'networkidle' });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  // The page's renderer main thread: of the renderers' main threads (a navigation can swap the process), the busiest.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (thread) =>
    events.reduce((a, e) => (e.tid === thread.tid && e.name === 'RunTask' ? a + (e.dur ?? 0) : a), 0);
  const { pid, tid } = mains.sort((a, b) => busy(b) - busy(a))[0] ?? {};
  const tasks = events.filter((e) => e.tid === tid && e.name === 'RunTask' && e.dur >= LONG_MS * 1000);
  const { nodes, samples } = profileSamples(events, pid);
  const out = [];
  for (const task of tasks) {
    const self = new Map();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > task.ts + task.dur) continue;
      const frame = nodes.get(s.id)?.callFrame ?? {};
      const place = await originalPlace(frame);
      self.set(place, (self.get(place) ?? 0) + 1);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
    // The task's direct kinds of work (trace events one level under it), by their own time.
    const kinds = new Map();
    for (const e of events) {
      if (e.tid !== tid || e.ph !== 'X' || e === task || e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
      if (
        ![
          'ParseHTML',
          'EvaluateScript',
          'FunctionCall',
          'TimerFire',
          'EventDispatch',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'v8.compile',
          'MajorGC',
          'MinorGC',
          'ParseAuthorStyleSheet',
          'HitTest',
          'RunMicrotasks',
          'FireAnimationFrame',
        ].includes(e.name)
      )
        continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    out.push({
      ms: task.dur / 1000,
      at: (task.ts - tasks[0].ts) / 1000,
      cause: taskCause(events, task),
      kinds: [...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
        .join(', '),
      top: [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([place, n]) => `${Math.round((100 * n) / total)}% ${place}`),
    });
  }
  return out;
}

try {
  const { browser, context, origin, pages } = await openSourcesBuild({ distDir: DIST_DIR });
  for (const { name, path } of pages) {
    await waitForHttp(`${origin}${path}`); // Next's first server render of the route, unmeasured
    const tasks = await traceLoad(browser, context, `${origin}${path}`);
    const blocking = tasks.reduce((a, t) => a + Math.max(0, t.ms - LONG_MS), 0);
    console.log(
      `\n=== ${name} (${path}): ${tasks.length} tasks ≥ ${LONG_MS} ms at ${SLOWDOWN}× CPU, ${blocking.toFixed(0)} ms over ${LONG_MS} ms in all ===`,
    );
    for (const t of tasks) {
      console.log(`${t.ms.toFixed(0).padStart(6)} ms  +${t.at.toFixed(0)} ms  ${t.cause}  [${t.kinds}]`);
      for (const line of t.top) console.log(`          ${line}`);
    }
  }
  await browser.close();
} finally {
  stopAll();
}
