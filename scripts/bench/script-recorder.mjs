// What a page's scripts weigh: shared by bench:js (first-load-js.mjs) and bench:js-sources (js-sources.mjs).
import { gzipSync } from 'node:zlib';

/** Starts recording the scripts `page` receives; the returned function resolves to their URLs and bodies. */
export function recordScripts(page) {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, href: response.url(), body }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(bodies)).filter(Boolean);
}

/** gzip -9 bytes of one body. */
export const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;

/** How many scripts, their raw bytes and their gzip -9 bytes. */
export const sum = (scripts) => ({
  files: scripts.length,
  raw: scripts.reduce((total, s) => total + s.body.length, 0),
  gzip: scripts.reduce((total, s) => total + gzipBytes(s.body), 0),
});
