import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// ADR 0028: next.config.js `experimental.inlineCss` puts the build's stylesheets into the first HTML as <style>
// elements, so the first paint waits for no stylesheet request. React renders those hoisted <style> elements without
// the request's nonce, so the CSP allows them by the hash of their content instead (CSP 3 hash sources; a hash names
// exactly one text, so nothing but this build's own CSS passes).

/** The CSP hash source of one stylesheet's text, e.g. `'sha256-…'`. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

let cached: { dir: string; sources: readonly string[] } | null = null;

/**
 * The hash sources of every stylesheet of the build in `<distDir>/static/chunks` (read once per process; the server
 * runs from its standalone folder, whose `<distDir>/static` is the build's). No folder (a test, `next dev`) gives none.
 */
export function inlineCssHashSources(distDir: string = process.env.NEXT_DIST_DIR || '.next'): readonly string[] {
  const dir = join(distDir, 'static', 'chunks');
  if (cached?.dir === dir) return cached.sources;
  let sources: string[] = [];
  try {
    sources = readdirSync(dir)
      .filter((name) => name.endsWith('.css'))
      .sort()
      .map((name) => styleHashSource(readFileSync(join(dir, name), 'utf8')));
  } catch {
    sources = [];
  }
  cached = { dir, sources };
  return sources;
}
