// Where a sampled function of a page's scripts comes from: its original source file, through the browser source maps
// of the bench:js-sources build (BENCH_SOURCE_MAPS=1), and that build opened in a phone browser. Shared by
// bench:cpu-sources and bench:long-tasks.
import { SourceMapConsumer } from 'source-map-js';
import { launchPhone } from './browser.mjs';
import { buildApp, freePort, startApp, startMock, waitForHttp } from '../lib/processes.mjs';
import { benchCookies, PAGES, pagesFromEnv, SEED_FLOW_SCRIPT } from './pages.mjs';

/** Source maps of the page's scripts, fetched once per URL. */
const consumers = new Map();
export async function consumerFor(url) {
  if (!consumers.has(url)) {
    consumers.set(
      url,
      (async () => {
        if (!/\/_next\/static\/.+\.js$/.test(url)) return null;
        const body = await fetch(url).then((r) => (r.ok ? r.text() : ''));
        const mapName = body.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
        const map = mapName ? await fetch(new URL(mapName, url)).then((r) => (r.ok ? r.json() : null)) : null;
        return map ? new SourceMapConsumer(map) : null;
      })(),
    );
  }
  return consumers.get(url);
}

/** The original position of a profiler call frame (`null` without a source map). */
export async function originalPosition(callFrame) {
  const consumer = callFrame.url ? await consumerFor(callFrame.url) : null;
  if (!consumer) return null;
  return consumer.originalPositionFor({
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber,
    bias: SourceMapConsumer.LEAST_UPPER_BOUND, // a function starts just before its first mapped character
  });
}

/** A call frame as "source-file function:line", or what the profiler calls it when no map places it. */
export async function originalPlace(callFrame) {
  const pos = await originalPosition(callFrame);
  if (pos?.source) {
    const file = pos.source.replace(/^.*?\/(node_modules|src)\//, '$1/').replace(/^turbopack:\/+\[project\]\//, '');
    return `${file} ${pos.name ?? callFrame.functionName ?? '(anonymous)'}:${pos.line}`;
  }
  if (!callFrame.url) return `(${callFrame.functionName || 'native'})`;
  return /\/_next\//.test(callFrame.url) ? '(unmapped)' : `(inline script) ${callFrame.functionName}`;
}

/**
 * The bench:js-sources build (`distDir`) started on the mock, and a phone browser with the flow seed of pages.mjs and
 * its cookies; `pages` are the pages asked for (BENCH_PAGES, default the `lighthouse` pages). With `build`, the build is
 * made first (with source maps). The caller stops everything with `stopAll()` (processes.mjs).
 */
export async function openSourcesBuild({ distDir, build = false }) {
  const apiOrigin = await startMock(await freePort());
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1', NEXT_DIST_DIR: distDir, BENCH_SOURCE_MAPS: '1' };
  Object.assign(process.env, { NEXT_DIST_DIR: distDir });
  if (build && (await buildApp(env)) !== 0) throw new Error('app build failed');
  const port = await freePort();
  startApp(port, env);
  const origin = `http://localhost:${port}`;
  await waitForHttp(`${origin}/`);
  const { browser, context } = await launchPhone();
  await context.addInitScript(SEED_FLOW_SCRIPT);
  await context.addCookies(benchCookies(origin));
  const pages = pagesFromEnv(
    process.env,
    PAGES.filter((p) => p.lighthouse),
  );
  return { browser, context, origin, pages };
}
