// `npm run bench:js-sources`: the bundle analyzer of issue 29. What each route's first-load scripts carry, by source,
// measured on the scripts Chromium really loads until the network is idle (as bench:js counts them), not on a static
// chunk graph. The app is built with browser source maps into a dist dir of its own (.next-sources; the maps change
// nothing but a comment per file); every mapped byte of a loaded script is attributed to its source, and each
// script's gzip -9 size is shared out in proportion. Sources are grouped: a package (MUI components one by one), or
// src/<layer>/<area>. Prints what every measured route loads (the shell), the shell beyond the stack floor
// (scripts/bench/stack-floor-app, built with source maps in the same run), then per route what it adds to the shell.
// Environment: BENCH_SKIP_BUILD=1 reuses the build; BENCH_SOURCES_DIST (default .next-sources) names its dist dir; BENCH_PAGES (pages.mjs); BENCH_TOP (rows per table, 25);
// BENCH_FILES_UNDER=src (a path prefix) lists the sources under it file by file instead of grouped.
import { mkdirSync, writeFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { launchPhone } from './browser.mjs';
import { bin, buildApp, freePort, run, start, startApp, startMock, stopAll, waitForHttp } from '../lib/processes.mjs';
import { benchCookies, pagesFromEnv, SEED_FLOW_SCRIPT } from './pages.mjs';
import { gzipBytes, recordScripts } from './script-recorder.mjs';
import { sourceGroup } from './source-groups.mjs';

const DIST_DIR = process.env.BENCH_SOURCES_DIST ?? '.next-sources';
const STACK_FLOOR_APP = 'scripts/bench/stack-floor-app';
const TOP = Number(process.env.BENCH_TOP ?? 25);

/** Raw characters of `body` per source, from its source map (unmapped characters under '(unmapped)'). */
function charsBySource(body, map) {
  const lines = body.split('\n');
  const bySource = new Map();
  const add = (source, n) => n > 0 && bySource.set(source, (bySource.get(source) ?? 0) + n);
  const consumer = new SourceMapConsumer(map);
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  let mapped = 0;
  for (let i = 0; i < mappings.length; i += 1) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const lineLength = lines[m.generatedLine - 1]?.length ?? 0;
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : lineLength;
    const n = Math.max(0, end - m.generatedColumn);
    add(m.source ? sourceGroup(m.source) : '(unmapped)', n);
    mapped += n;
  }
  add('(unmapped)', body.length - mapped);
  return bySource;
}

/** gzip bytes per source group of the scripts one page loads. */
async function pageSources(context, url) {
  const page = await context.newPage();
  const recorded = recordScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await recorded();
  await page.close();
  const total = new Map();
  for (const { href, body } of scripts) {
    const text = body.toString('utf8');
    const mapName = text.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const map = mapName ? await fetch(new URL(mapName, href)).then((r) => (r.ok ? r.json() : null)) : null;
    const chars = map ? charsBySource(text, map) : new Map([['(no source map)', text.length]]);
    const ratio = gzipBytes(body) / Math.max(1, text.length);
    for (const [group, n] of chars) total.set(group, (total.get(group) ?? 0) + n * ratio);
  }
  return total;
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = (entries) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([group, bytes]) => `  ${kb(bytes).padStart(9)}  ${group}`)
    .join('\n');
const total = (map) => [...map.values()].reduce((a, b) => a + b, 0);

try {
  const apiOrigin = await startMock(await freePort());
  // A tsconfig that only extends ours, so Next leaves tsconfig.json alone (scripts/lib/dev-interactive.mjs).
  mkdirSync(`${DIST_DIR}.tsconfig`, { recursive: true });
  writeFileSync(`${DIST_DIR}.tsconfig/tsconfig.json`, '{ "extends": "../tsconfig.json" }\n');
  const tsconfig = `${DIST_DIR}.tsconfig/tsconfig.json`;
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1', NEXT_DIST_DIR: DIST_DIR, NEXT_TSCONFIG_PATH: tsconfig };
  Object.assign(env, { BENCH_SOURCE_MAPS: '1' });
  Object.assign(process.env, { NEXT_DIST_DIR: DIST_DIR });
  const floorEnv = { NEXT_DIST_DIR: DIST_DIR, BENCH_SOURCE_MAPS: '1' };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    if ((await buildApp(env)) !== 0) throw new Error('app build failed');
    if ((await run(bin('next'), ['build', STACK_FLOOR_APP], { env: floorEnv })) !== 0) throw new Error('floor build');
  }
  const [port, floorPort] = [await freePort(), await freePort()];
  startApp(port, env);
  start('stack floor', bin('next'), ['start', STACK_FLOOR_APP, '-p', String(floorPort)], {
    env: floorEnv,
    quiet: true,
  });
  await Promise.all([port, floorPort].map((p) => waitForHttp(`http://localhost:${p}/`)));
  const { browser, context } = await launchPhone();
  await context.addInitScript(SEED_FLOW_SCRIPT);
  await context.addCookies(benchCookies(`http://localhost:${port}`));
  const floor = await pageSources(context, `http://localhost:${floorPort}/`);
  const pages = [];
  for (const { name, path } of pagesFromEnv())
    pages.push({ name, path, sources: await pageSources(context, `http://localhost:${port}${path}`) });
  await browser.close();

  // The shell: per group, the least any page loads of it.
  const shell = new Map();
  for (const [group] of pages[0].sources)
    if (pages.every((p) => p.sources.has(group))) shell.set(group, Math.min(...pages.map((p) => p.sources.get(group))));
  console.log(`\n=== loaded by every measured route (${kb(total(shell))} gzip, shared out by source map) ===`);
  console.log(rows(shell));
  const overFloor = new Map([...shell].map(([g, v]) => [g, v - (floor.get(g) ?? 0)]).filter(([, v]) => v > 50));
  console.log(`\n=== the shell beyond the stack floor (${kb(total(floor))}): ${kb(total(overFloor))} ===`);
  console.log(rows(overFloor));
  for (const { name, path, sources } of pages) {
    const own = new Map([...sources].map(([g, v]) => [g, v - (shell.get(g) ?? 0)]).filter(([, v]) => v > 50));
    const over = total(sources) - total(floor);
    console.log(
      `\n=== ${name} (${path}): ${kb(total(sources))} in all, stack floor + ${kb(over)}, ${kb(total(own))} beyond the shell ===`,
    );
    console.log(rows(own));
  }
} finally {
  await stopAll();
}
process.exit(process.exitCode ?? 0);
