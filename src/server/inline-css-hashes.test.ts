import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCssHashSources, styleHashSource } from './inline-css-hashes';

describe('inlineCssHashSources (ADR 0028: inlined stylesheets allowed by their hash)', () => {
  it('hashes the text of a style element as CSP 3 does (sha256, base64)', () => {
    const css = '.a{color:red}';
    expect(styleHashSource(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(styleHashSource('.日本{content:"あ"}')).not.toBe(styleHashSource('.a{color:red}'));
  });

  it("lists one source per stylesheet of the build's static chunks, and nothing else", () => {
    const dist = mkdtempSync(join(tmpdir(), 'inline-css-'));
    mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(join(dist, 'static', 'chunks', 'b.css'), '.b{margin:0}');
    writeFileSync(join(dist, 'static', 'chunks', 'a.css'), '.a{color:red}');
    writeFileSync(join(dist, 'static', 'chunks', 'a.js'), 'console.log(1)');
    expect(inlineCssHashSources(dist)).toEqual([styleHashSource('.a{color:red}'), styleHashSource('.b{margin:0}')]);
  });

  it('gives none without a build (next dev, tests)', () => {
    expect(inlineCssHashSources(join(tmpdir(), 'no-such-dist-dir'))).toEqual([]);
  });
});
