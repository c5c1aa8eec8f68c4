// `npm run bench:load`: the standalone server (`npm run build`, started as the container starts it, production mode)
// under HTTP load with autocannon, on a replay backend in front of the embedded mock (scripts/bench/load/), beside a
// bare dynamic Next + MUI page (scripts/bench/dynamic-baseline-app) and the dynamic stack floor (scripts/bench/
// dynamic-stack-floor-app: a menu-sized page of the app's stack and none of its code, printed for information beside
// the menu page's req/s budget), both built in the same run. Phases (LOAD_PHASES picks some): pages (req/s,
// p50/p95/p99, failed answers, backend calls per view), soak (RSS over LOAD_SOAK_S on the menu page), faults
// (backend slow / down / 5xx bursts, warm and cold cache), nginx (two instances, one SIGKILLed mid-run), checkout (an
// order placed through nginx, its instance killed before the answer, retried with the same key). Prints figures,
// PASS / FAIL budget lines and INFO lines (no budget); exits 0 unless the harness itself broke. Knobs: the LOAD_* below.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startMock, stopAll } from '../lib/processes.mjs';
import { PAGES } from './pages.mjs';
import { load } from './load/cannon.mjs';
import { checkoutWithKill } from './load/checkout.mjs';
import { faultList, runFaults } from './load/faults.mjs';
import {
  APP_SERVER,
  BASELINE_SERVER,
  buildServers,
  exited,
  rssMb,
  signal,
  STACK_FLOOR_SERVER,
  startServer,
} from './load/instances.mjs';
import { killMidRun } from './load/kill.mjs';
import { ensureNginx, startNginx } from './load/nginx.mjs';
import { createReplayBackend } from './load/replay-backend.mjs';
import { createBudgets, kb, mb, ms, num, pct, statusMix, table } from './load/report.mjs';

function knob(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, not ${raw}`);
  return value;
}
const list = (name, fallback) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const config = {
  durationS: knob('LOAD_DURATION_S', 10),
  warmupS: knob('LOAD_WARMUP_S', 3),
  connections: knob('LOAD_CONNECTIONS', 32),
  soakS: knob('LOAD_SOAK_S', 120),
  faultS: knob('LOAD_FAULT_S', 10),
  latencyMs: knob('LOAD_BACKEND_LATENCY_MS', 20),
  slowMs: list('LOAD_SLOW_MS', '2000,20000').map(Number),
  burstOnMs: knob('LOAD_BURST_MS', 1000),
  burstEveryMs: knob('LOAD_BURST_EVERY_MS', 3000),
  holdMs: knob('LOAD_HOLD_MS', 1000),
  variants: list('LOAD_FAULT_CACHE', 'warm,cold'),
  phases: new Set(list('LOAD_PHASES', 'pages,soak,faults,nginx,checkout')),
};
// The order complete page names the contract's example order o-20261121-0001 (the mock serves it to anyone).
const PAGE_NAMES = ['brand top', 'menu page', 'item page', 'order complete'];
const pages = PAGE_NAMES.map((name) => PAGES.find((page) => page.name === name));
const menuPage = pages[1];

const budgets = createBudgets();
const results = {};
let broken = false;

/** Runs a phase if LOAD_PHASES names it; a phase that throws is reported and marks the harness broken. */
async function phase(name, body) {
  if (!config.phases.has(name)) return;
  try {
    results[name] = await body();
  } catch (error) {
    broken = true;
    results[name] = null;
    console.error(`\n[bench:load] phase "${name}" broke: ${error.stack ?? error}`);
  }
}

/** A budget from a phase's results: SKIP when the phase did not run, FAIL when it broke. */
function budget(name, phaseName, judge) {
  if (!(phaseName in results)) return budgets.skip(name, `phase "${phaseName}" not run (LOAD_PHASES)`);
  if (results[phaseName] === null) return budgets.check(name, false, `not measured: phase "${phaseName}" broke`);
  const [passed, detail] = judge(results[phaseName]);
  budgets.check(name, passed, detail);
}

const runDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
let replay;
let mockOrigin;

async function startApp(label) {
  const api = await replay.addPort();
  const instance = await startServer(label, APP_SERVER, {
    env: { API_ORIGIN: api, API_KEY: 'bench-load' },
    logFile: join(runDir, `${label}.log`),
  });
  instance.replayPort = Number(new URL(api).port);
  return instance;
}

/** SIGTERM (the server drains and exits), SIGKILL if it has not exited within 20 s. */
async function stop(instance) {
  signal(instance, 'SIGTERM');
  if (!(await exited(instance, 20_000))) signal(instance, 'SIGKILL');
}

const warm = (origin, path) =>
  config.warmupS > 0
    ? load({ url: `${origin}${path}`, connections: config.connections, durationS: config.warmupS })
    : null;

const BASELINE_NAME = 'bare dynamic Next + MUI';
const STACK_FLOOR_NAME = 'stack floor (dynamic menu-sized page)';

/** A reference page (no app code, no backend): its own standalone server, ready once `/` answers. */
const startReference = (label, server) =>
  startServer(label, server, { logFile: join(runDir, `${label}.log`), readyPath: '/' });

async function pagesPhase(app) {
  const references = [];
  const rows = [];
  try {
    const baseline = await startReference('dynamic-baseline', BASELINE_SERVER);
    references.push(baseline);
    const floor = await startReference('dynamic-stack-floor', STACK_FLOOR_SERVER);
    references.push(floor);
    for (const { name, path, origin } of [
      { name: BASELINE_NAME, path: '/', origin: baseline.origin },
      { name: STACK_FLOOR_NAME, path: '/', origin: floor.origin },
      ...pages.map((page) => ({ ...page, origin: app.origin })),
    ]) {
      await warm(origin, path);
      const before = replay.snapshot();
      const r = await load({ url: `${origin}${path}`, connections: config.connections, durationS: config.durationS });
      const after = replay.snapshot();
      const byPath = Object.entries(after.byPath)
        .map(([p, n]) => [p, n - (before.byPath[p] ?? 0)])
        .filter(([, n]) => n > 0);
      const calls = after.calls - before.calls;
      const ofApp = origin === app.origin;
      rows.push({ name, path, ofApp, ...r, calls, perView: ofApp ? calls / r.answers : Number.NaN, byPath });
    }
  } finally {
    for (const reference of references) await stop(reference);
  }
  table(
    `pages: ${config.connections} connections, ${config.durationS} s each after a ${config.warmupS} s warm-up (backend answers in ${config.latencyMs} ms)`,
    [
      ['page', 37, 'l'],
      ['req/s', 7],
      ['p50', 8],
      ['p95', 8],
      ['p99', 8],
      ['answers', 7],
      ['failed', 6],
      ['size', 7],
      ['backend calls/view', 18],
      ['status mix', 24, 'l'],
    ],
    rows.map((r) => [
      r.name,
      num(r.rps, 1),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.answers,
      r.failed,
      kb(r.medianBytes),
      num(r.perView, 2),
      statusMix(r),
    ]),
  );
  const { recorded, recordedStatuses } = replay.snapshot();
  console.log(
    `replay backend: ${recorded} answers recorded from the mock (${statusMix({ statuses: recordedStatuses })})`,
  );
  for (const r of rows.filter((row) => row.byPath.length > 0))
    console.log(`backend calls, ${r.name}: ${r.byPath.map(([p, n]) => `${p} ×${n}`).join(', ')}`);
  const appRows = rows.filter((r) => r.ofApp);
  return {
    rows,
    appRows,
    baseline: rows.find((r) => r.name === BASELINE_NAME),
    floor: rows.find((r) => r.name === STACK_FLOOR_NAME),
    menu: appRows.find((r) => r.path === menuPage.path),
  };
}

async function soakPhase(app) {
  await warm(app.origin, menuPage.path);
  const before = rssMb(app.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(app.pid));
  }, 1000);
  let r;
  try {
    r = await load({ url: `${app.origin}${menuPage.path}`, connections: config.connections, durationS: config.soakS });
  } finally {
    clearInterval(sampler);
  }
  const after = rssMb(app.pid);
  await sleep(2000);
  const settled = rssMb(app.pid);
  const growth = ((after - before) / before) * 100;
  table(
    `soak: ${menuPage.path} at ${config.connections} connections for ${config.soakS} s`,
    [
      ['answers', 7],
      ['req/s', 7],
      ['p50', 8],
      ['p95', 8],
      ['p99', 8],
      ['failed', 6],
      ['RSS before', 10],
      ['peak', 8],
      ['after', 8],
      ['growth', 9],
      ['2 s later', 9],
    ],
    [
      [
        r.answers,
        num(r.rps, 1),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.failed,
        mb(before),
        mb(peak),
        mb(after),
        pct(growth),
        mb(settled),
      ],
    ],
  );
  return { ...r, before, after, peak, growth };
}

try {
  await buildServers();
  mockOrigin = await startMock(await freePort());
  replay = createReplayBackend({ mockOrigin, latencyMs: config.latencyMs });
  console.log(`[bench:load] mock ${mockOrigin}; server logs and nginx files in ${runDir}`);
  const needsApp = ['pages', 'soak', 'faults'].some((name) => config.phases.has(name));
  const app = needsApp ? await startApp('app') : null;

  await phase('pages', () => pagesPhase(app));
  await phase('soak', () => soakPhase(app));
  await phase('faults', async () => {
    for (const page of pages) await warm(app.origin, page.path);
    return runFaults({
      variants: config.variants,
      faults: faultList(config),
      app,
      startFresh: (label) => startApp(label),
      stopInstance: (instance) => stop(instance),
      replay,
      pages,
      connections: config.connections,
      durationS: config.faultS,
    });
  });
  if (app) await stop(app);

  let nginxBinary;
  if (config.phases.has('nginx') || config.phases.has('checkout')) nginxBinary = await ensureNginx();
  /** Two instances behind nginx for `run`, stopped afterwards whatever happened. */
  async function behindNginx(label, run) {
    const pair = [await startApp(`${label}-1`), await startApp(`${label}-2`)];
    const dir = join(runDir, `nginx-${label}`);
    mkdirSync(dir);
    const balancer = await startNginx(
      nginxBinary,
      dir,
      pair.map((instance) => instance.port),
    );
    try {
      return await run(balancer, pair);
    } finally {
      signal({ pid: balancer.child.pid }, 'SIGTERM');
      for (const instance of pair) await stop(instance);
    }
  }
  await phase('nginx', () =>
    behindNginx('lb', (balancer, instances) =>
      killMidRun({
        balancer,
        instances,
        path: menuPage.path,
        connections: config.connections,
        durationS: config.durationS,
        warmupS: config.warmupS,
      }),
    ),
  );
  await phase('checkout', () =>
    behindNginx('checkout', (balancer, instances) =>
      checkoutWithKill({ balancer, instances, replay, mockOrigin, holdMs: config.holdMs }),
    ),
  );

  console.log('');
  budget(`0 failed answers at ${config.connections} connections (normal backend)`, 'pages', ({ appRows }) => {
    const soak = results.soak ?? { failed: 0, answers: 0 };
    const failed = appRows.reduce((sum, r) => sum + r.failed, 0) + soak.failed;
    const answers = appRows.reduce((sum, r) => sum + r.answers, 0) + soak.answers;
    return [failed === 0, `${failed} failed of ${answers} answers (pages${results.soak ? ' + soak' : ''})`];
  });
  budget("menu page ≥ 50 % of the bare dynamic page's req/s", 'pages', ({ menu, baseline }) => {
    const share = (menu.rps / baseline.rps) * 100;
    return [share >= 50, `${num(menu.rps, 1)} vs ${num(baseline.rps, 1)} req/s = ${num(share, 1)} %`];
  });
  // Not a budget: how much of the gap the stack itself makes (scripts/bench/dynamic-stack-floor-app, no app code).
  if (results.pages) {
    const { menu, floor, baseline } = results.pages;
    const share = (a, b) => `${num(a.rps, 1)} vs ${num(b.rps, 1)} req/s = ${num((a.rps / b.rps) * 100, 1)} %`;
    budgets.info(
      'menu page vs the dynamic stack floor; stack floor vs the bare dynamic page',
      `${share(menu, floor)}; ${share(floor, baseline)}`,
    );
  }
  budget('backend calls per menu-page view ≤ 1 after warm-up', 'pages', ({ menu }) => [
    menu.perView <= 1,
    `${num(menu.perView, 2)} (${menu.calls} calls / ${menu.answers} views)`,
  ]);
  budget(`RSS growth ≤ 10 % over the soak (${config.soakS} s)`, 'soak', (s) => [
    s.growth <= 10,
    `${mb(s.before)} → ${mb(s.after)} (${pct(s.growth)}; peak ${mb(s.peak)})`,
  ]);
  budget('the killed instance loses no answers beyond the requests in flight on it', 'nginx', (k) => [
    k.failed <= k.inFlight,
    `${k.failed} failed answers, ${k.inFlight} in flight on it at the kill (nginx retried ${k.retried})`,
  ]);
  budget('checkout retried with the same key after its instance died: exactly one order', 'checkout', (c) => [
    c.killed && c.orders.length === 1,
    c.killed ? `${c.orders.length} order(s) for the visitor` : 'the order call was never seen: no instance killed',
  ]);
  budgets.summary();
} catch (error) {
  broken = true;
  console.error(`[bench:load] ${error.stack ?? error}`);
} finally {
  await replay?.close();
  await stopAll();
}
// The mock layer is a server in this process and keeps its sockets open (scripts/mock/layer.mjs): end the run here.
process.exit(broken ? 1 : 0);
