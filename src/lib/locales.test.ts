import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TRANSLATION_KEYS } from '@/domain/error-catalogue';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@/domain/language';

const ROOT = path.resolve(__dirname, '../..');
const LOCALES = path.join(ROOT, 'public', 'locales');
const SRC = path.join(ROOT, 'src');

type Json = { [key: string]: Json | string };

function load(lang: string, ns: string): Json {
  return JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Json;
}

/** Leaf key → text of one namespace file. */
function flatten(node: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const namespaces = readdirSync(path.join(LOCALES, FALLBACK_LANGUAGE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const jaKeys = new Map(namespaces.map((ns) => [ns, flatten(load(FALLBACK_LANGUAGE, ns))]));

/** Plural forms (key_one, key_other …) count as the base key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function existsInJa(key: string): boolean {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [null, key];
  const candidates = ns ? [jaKeys.get(ns)] : [...jaKeys.values()];
  return candidates.some(
    (keys) => keys && (keys.has(rest) || [...keys.keys()].some((k) => k.replace(PLURAL, '') === rest)),
  );
}

/**
 * A plural group (`key_one`, `key_other` …) must carry exactly the language's own cardinal categories (ja and zh:
 * `_other` only; en: `_one` and `_other`), so keys are compared through their base key per language.
 */
const pluralSuffixes = (lang: string) =>
  new Intl.PluralRules(lang).resolvedOptions().pluralCategories.map(String).sort();

/** Base key → the plural suffixes present (none for a plain key). */
function keyGroups(keys: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const suffixes = groups.get(base) ?? [];
    if (match) suffixes.push(match[1]!);
    groups.set(base, suffixes);
  }
  for (const suffixes of groups.values()) suffixes.sort();
  return groups;
}

/** The ja text a key of another language is checked against: the same key, or its group's `_other` form. */
function jaTextFor(ja: Map<string, string>, key: string): string | undefined {
  const match = PLURAL.exec(key);
  return match ? ja.get(`${key.slice(0, match.index)}_other`) : ja.get(key);
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('exist for every language and namespace', () => {
    expect(namespaces).toContain('common');
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const ns of namespaces) expect(() => load(lang, ns), `${lang}/${ns}.json`).not.toThrow();
    }
  });

  for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== FALLBACK_LANGUAGE)) {
    for (const ns of namespaces) {
      it(`${lang}/${ns}.json has exactly the keys of ja (plural forms per language), each translated with the same placeholders`, () => {
        const ja = jaKeys.get(ns)!;
        const other = flatten(load(lang, ns));
        const jaGroups = keyGroups(ja.keys());
        const otherGroups = keyGroups(other.keys());
        expect(
          [...otherGroups.keys()].filter((k) => !jaGroups.has(k)),
          'keys not in ja',
        ).toEqual([]);
        expect(
          [...jaGroups.keys()].filter((k) => !otherGroups.has(k)),
          `keys missing from ${lang}`,
        ).toEqual([]);
        for (const [base, suffixes] of otherGroups) {
          if (jaGroups.get(base)!.length === 0 && suffixes.length === 0) continue;
          expect(suffixes, `${lang} ${ns}:${base} plural forms`).toEqual(pluralSuffixes(lang));
        }
        for (const [key, text] of other) {
          expect(text.trim(), `${lang} ${ns}:${key} is empty`).not.toBe('');
          expect(variables(text), `${lang} ${ns}:${key} placeholders`).toEqual(variables(jaTextFor(ja, key) ?? ''));
        }
      });
    }
  }

  it('ja plural groups carry exactly the plural forms of ja (`_other` only)', () => {
    for (const [ns, keys] of jaKeys) {
      for (const [base, suffixes] of keyGroups(keys.keys())) {
        if (suffixes.length > 0) expect(suffixes, `ja ${ns}:${base}`).toEqual(pluralSuffixes(FALLBACK_LANGUAGE));
      }
    }
  });

  it('plural suffixes follow Intl.PluralRules: ja and zh other only, en one and other', () => {
    expect(pluralSuffixes('ja')).toEqual(['other']);
    expect(pluralSuffixes('zh-CN')).toEqual(['other']);
    expect(pluralSuffixes('en')).toEqual(['one', 'other']);
  });

  it('have no empty ja texts', () => {
    for (const [ns, keys] of jaKeys) {
      for (const [key, text] of keys) expect(text.trim(), `ja ${ns}:${key}`).not.toBe('');
    }
  });

  it('hold every key the error catalogue can return', () => {
    expect(ERROR_TRANSLATION_KEYS.filter((key) => !existsInJa(key))).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      out.push(full);
    }
  }
  return out;
}

/** MUI palette paths look like keys ('error.main') but are colours. */
const MUI_PALETTE =
  /^(primary|secondary|error|info|warning|success|text|background|grey|common|action)\.(main|light|dark|contrastText|primary|secondary|disabled|default|paper|white|black|\d+)$/;

describe('translation keys used in src/', () => {
  const files = sourceFiles(SRC).map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));
  const topLevel = new Set([...jaKeys.values()].flatMap((keys) => [...keys.keys()].map((k) => k.split('.')[0]!)));

  it("every literal t('…') / i18nKey key exists in the ja files", () => {
    const missing: string[] = [];
    const call = /(?:\bt|i18n\.t)\(\s*(['"])([^'"`]+)\1/g;
    const attr = /i18nKey=(['"])([^'"]+)\1/g;
    for (const { file, text } of files) {
      for (const re of [call, attr]) {
        for (const match of text.matchAll(re)) if (!existsInJa(match[2]!)) missing.push(`${file}: ${match[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every key-shaped string literal under a known top-level key exists in the ja files (keys passed as props)', () => {
    const missing: string[] = [];
    const literal = /(['"])((?:[a-z][\w-]*:)?[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\1/g;
    for (const { file, text } of files) {
      for (const match of text.matchAll(literal)) {
        const key = match[2]!;
        const bare = key.includes(':') ? key.split(':', 2)[1]! : key;
        if (!topLevel.has(bare.split('.')[0]!) || /\.(ts|tsx|js|json|css|png|webp|svg)$/.test(bare)) continue;
        if (MUI_PALETTE.test(bare)) continue;
        if (!existsInJa(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every placeholder screen has its title', () => {
    const missing: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(/screen="(\w+)"/g)) {
        if (!existsInJa(`pages.${match[1]}`)) missing.push(`${file}: pages.${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
