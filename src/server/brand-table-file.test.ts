import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BRAND_TABLE } from '@/domain/brand-table';
import { brandTable, loadBrandTableFile, resetBrandTableForTests } from './brand-table-file';

const dir = mkdtempSync(join(tmpdir(), 'brand-table-file-'));
let fileCount = 0;

/** Writes `content` (a string as is, anything else as JSON) to a new temporary file and returns its path. */
function tableFile(content: unknown): string {
  const path = join(dir, `table-${(fileCount += 1)}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

afterEach(() => resetBrandTableForTests());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EXTRA = [
  { domain: 'kaede.order.example', brandId: 'kaede' },
  { domain: 'sakura.partner.example', brandId: 'sakura', family: true, nativeAppScheme: 'sakura-app://' },
];

describe('loadBrandTableFile', () => {
  it('accepts well-formed extra entries', () => {
    expect(loadBrandTableFile(tableFile(EXTRA))).toEqual({ ok: true, entries: EXTRA });
  });

  it('accepts an empty list', () => {
    expect(loadBrandTableFile(tableFile([]))).toEqual({ ok: true, entries: [] });
  });

  it.each([
    ['invalid JSON', '[{"domain": "kaede.order.example",', /^cannot be read as JSON/],
    ['a missing file', null, /^cannot be read as JSON/],
    ['a non-array', { domain: 'kaede.order.example', brandId: 'kaede' }, /expected array/],
    [
      'an upper-case domain',
      [{ domain: 'Kaede.Order.Example', brandId: 'kaede' }],
      /lower-case host name without port/,
    ],
    ['a domain with a port', [{ domain: 'kaede.order.example:8080', brandId: 'kaede' }], /without port/],
    ['a domain with a trailing dot', [{ domain: 'kaede.order.example.', brandId: 'kaede' }], /without port/],
    ['a domain with a path', [{ domain: 'kaede.order.example/x', brandId: 'kaede' }], /lower-case host name/],
    ['an empty domain', [{ domain: '', brandId: 'kaede' }], /^entry 0\.domain: /],
    ['a brandId with a space', [{ domain: 'kaede.order.example', brandId: 'ka ede' }], /1–64 letters, digits, _ or -/],
    ['a brandId of 65 characters', [{ domain: 'kaede.order.example', brandId: 'k'.repeat(65) }], /1–64/],
    ['a missing brandId', [{ domain: 'kaede.order.example' }], /^entry 0\.brandId: /],
    ['an unknown key', [{ domain: 'kaede.order.example', brandId: 'kaede', theme: 'red' }], /^entry 0: .*theme/],
    [
      'a bad native-app scheme',
      [{ domain: 'kaede.order.example', brandId: 'kaede', nativeAppScheme: 'kaede' }],
      /app-scheme:\/\//,
    ],
    [
      'a non-boolean family',
      [{ domain: 'kaede.order.example', brandId: 'kaede', family: 'yes' }],
      /^entry 0\.family: /,
    ],
    [
      'a domain listed twice',
      [...EXTRA, { domain: 'kaede.order.example', brandId: 'other' }],
      /^domain kaede\.order\.example is listed twice or built in$/,
    ],
    [
      'a domain of the built-in table',
      [{ domain: 'localhost', brandId: 'kaede' }],
      /^domain localhost is listed twice or built in$/,
    ],
    [
      'a built-in domain moved to another brand',
      [{ domain: 'sakura.order.example', brandId: 'demo' }],
      /^domain sakura\.order\.example /,
    ],
  ])('refuses %s with a problem text', (_label, content, problem) => {
    const path = content === null ? join(dir, 'missing.json') : tableFile(content);
    const result = loadBrandTableFile(path);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.problem).toMatch(problem);
  });

  it('names the entry at fault', () => {
    const result = loadBrandTableFile(tableFile([...EXTRA, { domain: 'ok.example', brandId: 'bad id' }]));
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/^entry 2\.brandId: /) as string });
  });
});

describe('brandTable', () => {
  it('is the built-in table without BRAND_TABLE_FILE', () => {
    expect(brandTable({})).toBe(BRAND_TABLE);
  });

  it('appends the file entries to the built-in table', () => {
    const table = brandTable({ BRAND_TABLE_FILE: tableFile(EXTRA) });
    expect(table).toEqual([...BRAND_TABLE, ...EXTRA]);
  });

  it('keeps the built-in table when the file is refused (boot has reported it)', () => {
    expect(brandTable({ BRAND_TABLE_FILE: tableFile([{ domain: 'localhost', brandId: 'evil' }]) })).toBe(BRAND_TABLE);
  });

  it('reads once until resetBrandTableForTests()', () => {
    const first = brandTable({ BRAND_TABLE_FILE: tableFile(EXTRA) });
    expect(brandTable({})).toBe(first);
    resetBrandTableForTests();
    expect(brandTable({})).toBe(BRAND_TABLE);
  });
});
