// Where a sampled function of a page's scripts comes from: its original source file, through the browser source maps
// of the bench:js-sources build (BENCH_SOURCE_MAPS=1). Shared by bench:cpu-sources and bench:long-tasks.
import { SourceMapConsumer } from 'source-map-js';

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
