import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One word per thing (issue 27 item 9): docs/glossary/<lang>.md names each concept's one term and its banned variants;
 * no locale text may use a banned variant, and lists are joined with the language's own separator.
 * Key completeness across the four languages is src/lib/locales.test.ts's job.
 */
const ROOT = path.resolve(__dirname, '../..');
const GLOSSARY = path.join(ROOT, 'docs', 'glossary');
const LOCALES = path.join(ROOT, 'public', 'locales');
const SRC = path.join(ROOT, 'src');
const LANGUAGES = ['ja', 'en', 'zh-cn', 'zh-tw'] as const;

interface Variant {
  readonly source: string;
  readonly test: (text: string) => string | null;
}

interface Concept {
  readonly id: string;
  readonly terms: readonly string[];
  readonly banned: readonly Variant[];
}

/** The backticked pieces of a table cell (`\|` inside them is a literal `|`). */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\\\|/g, '|'));
}

/** A banned variant: `/regex/flags` or a case-sensitive literal; test returns the matched text or null. */
export function parseVariant(source: string): Variant {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(source);
  if (regex) {
    const re = new RegExp(regex[1]!, regex[2]!.replace('g', ''));
    return { source, test: (text) => re.exec(text)?.[0] ?? null };
  }
  return { source, test: (text) => (text.includes(source) ? source : null) };
}

/** The rows of the `## Terms` table: | `concept` | `term`, … | `banned`, … or — | note |. */
export function parseGlossary(markdown: string): Concept[] {
  const section = markdown.split(/^## Terms\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const concepts: Concept[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const id = /^`([a-z-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!id) continue;
    concepts.push({ id, terms: codeSpans(cells[1] ?? ''), banned: codeSpans(cells[2] ?? '').map(parseVariant) });
  }
  return concepts;
}

type Json = { [key: string]: Json | string };

function flatten(node: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

/** `ns:key` → text of one language. */
function localeTexts(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, lang)).filter((name) => name.endsWith('.json'))) {
    const ns = file.slice(0, -'.json'.length);
    const json = JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')) as Json;
    for (const [key, text] of flatten(json)) out.set(`${ns}:${key}`, text);
  }
  return out;
}

/** Every banned variant found in the texts, as 'ns:key: "variant" (concept: use term)'. */
export function findBanned(concepts: readonly Concept[], texts: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [key, text] of texts) {
    for (const concept of concepts) {
      for (const variant of concept.banned) {
        const hit = variant.test(text);
        if (hit !== null)
          found.push(`${key}: "${hit}" matches ${variant.source} (${concept.id}: use ${concept.terms.join(' / ')})`);
      }
    }
  }
  return found;
}

const glossaries = new Map(
  LANGUAGES.map((lang) => [lang, parseGlossary(readFileSync(path.join(GLOSSARY, `${lang}.md`), 'utf8'))]),
);

describe('the glossary parser', () => {
  const sample = [
    '## Terms',
    '| Concept | Term | Banned variants | Note |',
    '|---|---|---|---|',
    '| `takeout` | `お持ち帰り` | `テイクアウト`, `/(?<!お)持ち帰り/` | note |',
    '| `ready` | `Ready at` | `/\\bpick[- ]?up(s\\|ped)?\\b/i` | |',
    '| `none` | `x` | — | |',
    '## Other',
    '| `ignored` | `y` | `z` | |',
  ].join('\n');
  const concepts = parseGlossary(sample);

  it('reads the rows of the Terms table only, with their terms and variants', () => {
    expect(concepts.map((c) => [c.id, c.terms, c.banned.map((v) => v.source)])).toEqual([
      ['takeout', ['お持ち帰り'], ['テイクアウト', '/(?<!お)持ち帰り/']],
      ['ready', ['Ready at'], ['/\\bpick[- ]?up(s|ped)?\\b/i']],
      ['none', ['x'], []],
    ]);
  });

  it('finds literals and regexes, naming the key, the text found and the term to use', () => {
    const texts = new Map([
      ['a:one', 'テイクアウトのメニュー'],
      ['a:two', '持ち帰り'],
      ['a:three', 'お持ち帰り'],
      ['a:four', 'Pickup: 24:30'],
    ]);
    expect(findBanned(concepts, texts)).toEqual([
      'a:one: "テイクアウト" matches テイクアウト (takeout: use お持ち帰り)',
      'a:two: "持ち帰り" matches /(?<!お)持ち帰り/ (takeout: use お持ち帰り)',
      'a:four: "Pickup" matches /\\bpick[- ]?up(s|ped)?\\b/i (ready: use Ready at)',
    ]);
  });
});

describe('docs/glossary', () => {
  it('lists the same concepts, each with a term, in all four languages', () => {
    const ids = (lang: string) => glossaries.get(lang as (typeof LANGUAGES)[number])!.map((c) => c.id);
    expect(ids('ja').length).toBeGreaterThan(5);
    for (const lang of LANGUAGES) {
      expect(ids(lang), `${lang}.md concepts`).toEqual(ids('ja'));
      for (const concept of glossaries.get(lang)!) expect(concept.terms, `${lang} ${concept.id}`).not.toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s: no term matches a banned variant of its own concept', (lang) => {
    for (const concept of glossaries.get(lang)!) {
      const terms = new Map(concept.terms.map((term, i) => [`term ${i}`, term]));
      expect(findBanned([concept], terms), `${lang} ${concept.id}`).toEqual([]);
    }
  });
});

describe('locale texts follow the glossary (issue 27 item 9)', () => {
  it.each(LANGUAGES)('public/locales/%s/*.json use no banned variant and no wrong list separator', (lang) => {
    expect(findBanned(glossaries.get(lang)!, localeTexts(lang))).toEqual([]);
  });
});

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'generated') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

describe('lists shown on screen', () => {
  it("are joined by joinList / useListJoin (Intl.ListFormat), never with a hard-coded '、'", () => {
    const joined = sourceFiles(SRC)
      .filter((file) => /(['"`])、\1/.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(ROOT, file));
    expect(joined).toEqual([]);
  });
});
