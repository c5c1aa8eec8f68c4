import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { logEvent } from './log';

// ADR 0028: next.config.js `experimental.inlineCss` puts a page's stylesheets into its first HTML. React writes them
// as one hoisted <style> per precedence, the texts of the page's stylesheets concatenated in the order the page names
// them, without the request's nonce. The CSP allows exactly those texts by their hashes (CSP 3 hash sources): the
// build's client reference manifests list, per page, the stylesheets of each of its entries (layouts, page, error and
// not-found boundaries), so each page's <style> text is known when the server starts.

/** The CSP hash source of one style element's text, e.g. `'sha256-…'`. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** What a client reference manifest says of a page's stylesheets. */
export interface PageCssManifest {
  readonly entryCSSFiles?: Readonly<Record<string, readonly { readonly path: string }[]>>;
}

/** The stylesheets a page's HTML carries, in the order React writes them into its <style>: first named first. */
export function pageStylesheets(manifest: PageCssManifest): string[] {
  const paths = Object.values(manifest.entryCSSFiles ?? {}).flatMap((files) => files.map((file) => file.path));
  return [...new Set(paths)];
}

// The build's own files, read at run time: `turbopackIgnore` keeps the standalone output's file tracing from taking
// these reads for the whole project.
/** Every `page_client-reference-manifest.js` under `<distDir>/server/app`, evaluated as Next evaluates them. */
function readPageManifests(distDir: string): PageCssManifest[] {
  const dir = join(/*turbopackIgnore: true*/ distDir, 'server', 'app');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('page_client-reference-manifest.js'),
  );
  return files.flatMap((name) => {
    const scope: { __RSC_MANIFEST?: Record<string, PageCssManifest> } = {};
    runInNewContext(readFileSync(join(/*turbopackIgnore: true*/ dir, name), 'utf8'), scope);
    return Object.values(scope.__RSC_MANIFEST ?? {});
  });
}

/**
 * The hash sources of every page's inlined <style> in the build at `distDir`, and of each stylesheet alone (a page's
 * not-found or error fallback carries fewer). Read once per process; no build (a test, `next dev`) gives none.
 */
export function inlineCssHashSources(distDir: string = process.env.BUILD_DIST_DIR || '.next'): readonly string[] {
  if (cached?.distDir === distDir) return cached.sources;
  let sources: string[] = [];
  try {
    const lists = readPageManifests(distDir).map(pageStylesheets);
    const text = new Map<string, string>();
    const read = (path: string): string => {
      if (!text.has(path)) text.set(path, readFileSync(join(/*turbopackIgnore: true*/ distDir, path), 'utf8'));
      return text.get(path) ?? '';
    };
    const styles = [...lists.flat().map((path) => [path]), ...lists].map((list) => list.map(read).join(''));
    sources = [...new Set(styles.filter(Boolean).map(styleHashSource))].sort();
  } catch (error) {
    // No build: nothing is inlined. An unreadable build is said once; its pages' <style> is then refused by the CSP.
    const code = (error as { code?: unknown }).code;
    if (code !== 'ENOENT') logEvent('error', 'inline stylesheets unreadable', { distDir, error: String(error) });
    sources = [];
  }
  cached = { distDir, sources };
  return sources;
}

let cached: { distDir: string; sources: readonly string[] } | null = null;
