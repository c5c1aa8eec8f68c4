import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/domain is pure: no React, Next, MUI or axios, no browser globals, and no hidden clock or randomness (storage,
 * clock and crypto are injected) — DESIGN "Layout we aim for", issue 3.
 */
const DOMAIN = join(__dirname, '../../src/domain');
const FORBIDDEN_IMPORTS =
  /from\s+['"](react|react-dom|next|@mui|@emotion|axios|@tanstack|zustand|i18next|react-i18next)(\/[^'"]*)?['"]/;
// Browser globals (a local variable may still be called `window`, so only its browser members are flagged).
const FORBIDDEN_GLOBALS =
  /\b(localStorage|sessionStorage|document|navigator)\.|\bwindow\.(location|localStorage|sessionStorage|document|navigator|crypto|addEventListener|setTimeout)\b|\bDate\.now\(|\bMath\.random\(/;
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const files = readdirSync(DOMAIN).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('src/domain purity', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s imports nothing from UI, framework or HTTP libraries', (name) => {
    const source = withoutComments(readFileSync(join(DOMAIN, name), 'utf8'));
    expect(source).not.toMatch(FORBIDDEN_IMPORTS);
    expect(source).not.toMatch(FORBIDDEN_GLOBALS);
  });

  // Type-only modules (`*-types.ts`) have nothing to run; every other module has a table test beside it.
  it.each(files.filter((name) => !name.endsWith('-types.ts')))('%s has a test beside it', (name) => {
    expect(readdirSync(DOMAIN)).toContain(name.replace(/\.ts$/, '.test.ts'));
  });
});
