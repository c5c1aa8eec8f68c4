import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCssHashSources, pageStylesheets, styleHashSource } from './inline-css-hashes';

function manifestJs(page: string, entryCSSFiles: Record<string, { path: string }[]>): string {
  // The shape Next 16 writes: a script that adds the page's manifest to a global.
  return (
    'globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\n' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ moduleLoading: {}, entryCSSFiles })};\n`
  );
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const A = '.a{color:red}';
const B = '.b{margin:0}';
const C = '.c{padding:0}';

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'inline-css-'));
  write(join(dist, 'static', 'chunks', 'a.css'), A);
  write(join(dist, 'static', 'chunks', 'b.css'), B);
  write(join(dist, 'static', 'chunks', 'c.css'), C);
  const a = { path: 'static/chunks/a.css' };
  const b = { path: 'static/chunks/b.css' };
  write(
    join(dist, 'server', 'app', 'page_client-reference-manifest.js'),
    manifestJs('/page', { '[project]/src/app/layout': [a], '[project]/src/app/page': [a] }),
  );
  write(
    join(dist, 'server', 'app', 'orders', '[orderId]', 'page_client-reference-manifest.js'),
    manifestJs('/orders/[orderId]/page', {
      '[project]/src/app/layout': [a],
      '[project]/src/app/not-found': [a],
      '[project]/src/app/orders/[orderId]/page': [a, b],
    }),
  );
  return dist;
}

describe('inlineCssHashSources (ADR 0028: inlined stylesheets allowed by their hashes)', () => {
  it('hashes the text of a style element as CSP 3 does (sha256, base64)', () => {
    expect(styleHashSource(A)).toBe(`'sha256-${createHash('sha256').update(A).digest('base64')}'`);
    expect(styleHashSource('.日本{content:"あ"}')).not.toBe(styleHashSource(A));
  });

  it("names a page's stylesheets once each, in the order its entries name them", () => {
    expect(
      pageStylesheets({
        entryCSSFiles: {
          layout: [{ path: 'x.css' }],
          error: [{ path: 'x.css' }],
          page: [{ path: 'x.css' }, { path: 'y.css' }],
        },
      }),
    ).toEqual(['x.css', 'y.css']);
    expect(pageStylesheets({})).toEqual([]);
  });

  it("allows each page's concatenated <style> and each stylesheet alone, and no stylesheet no page names", () => {
    const sources = inlineCssHashSources(fakeBuild());
    expect([...sources].sort()).toEqual([styleHashSource(A), styleHashSource(A + B), styleHashSource(B)].sort());
    expect(sources).not.toContain(styleHashSource(B + A));
    expect(sources).not.toContain(styleHashSource(C));
  });

  it('gives none without a build (next dev, tests)', () => {
    expect(inlineCssHashSources(join(tmpdir(), 'no-such-dist-dir'))).toEqual([]);
  });
});
