#!/usr/bin/env node
// The readings of the spec where it is silent or open, collected from the `// Decision:` comments in src (tests and
// generated code excluded) into one table, docs/spec-decisions.md: statement, reading, where, test.
//   node scripts/checks/decisions.mjs            print the table
//   node scripts/checks/decisions.mjs --write    write docs/spec-decisions.md and the ADR index docs/adr/README.md
// Architecture and speed choices are ADRs (docs/adr), not Decision comments. Nothing compares the written table with
// the comments' wording: scripts/checks/decisions.test.ts checks that the generator runs, that every row of the
// written table points to a file that exists, and that ARCHITECTURE.md and the ADR index stay in shape.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStatements, mapCoverage, STATEMENTS_FILE, testFiles, titlesIn } from './spec-coverage.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TABLE_FILE = 'docs/spec-decisions.md';

/** Area of a file, first match wins; extend the list when an area is added. */
const AREAS = [
  ['Cart', /^src\/(domain\/cart|features\/cart)/],
  ['Item and customization', /^src\/(domain\/(customization|item-|quantity|money)|features\/item)/],
  [
    'Menus, serving type and receive time',
    /^src\/(domain\/(menu|receive-time|restaurant-flow|serving-type)|features\/(menus|restaurant-flow))/,
  ],
  [
    'Restaurants, brand and location',
    /^src\/(domain\/(restaurant-list|brand|geolocation)|features\/(restaurants|brand)|server\/brand)/,
  ],
  ['Coupons', /^src\/(domain\/coupon|features\/coupons)/],
  ['Errors and navigation', /^src\/(domain\/(error|navigation|external-url)|ui\/errors)/],
  ['Login, auth and session', /^src\/(domain\/(auth|pkce|return-url)|ui\/session|features\/auth)/],
  ['Checkout and orders', /^src\/(domain\/(order|checkout|payment)|features\/(checkout|orders))/],
  ['Storage and seat', /^src\/(domain\/(storage|seat)|lib\/browser-storage)/],
  ['Language, time and formatting', /^src\/(domain\/(language|forms)|lib\/i18n)/],
  ['Shell, layout and mini apps', /^src\/(features\/(layout|line-mini-app|dmini)|ui\/(shell|feedback|brand|controls))/],
  ['API client', /^src\/api\//],
  ['Server, proxy and security', /^src\/(server\/|proxy)/],
  ['Mock and dev kit', /^src\/mock\//],
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const clean = (line) =>
  line
    .trim()
    .replace(/^\{?\/\*\*?|\*\/\}?$/g, '')
    .replace(/^\/\/|^\*(?!\/)/, '')
    .trim();

/** The decisions of one file's text: { line, text } each. */
export function decisionsIn(source) {
  const lines = source.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const at = line.search(/Decision\b[^:]{0,20}:/);
    if (at < 0) return;
    const slash = line.indexOf('//');
    if (slash >= 0 && slash < at) {
      // A `//` comment: this line and the `//` lines under it that start neither another decision nor an ADR pointer.
      const parts = [line.slice(at)];
      for (
        let i = index + 1;
        i < lines.length && /^\s*\/\/(?!.*Decision\b[^:]{0,20}:)(?!\s*ADR \d{4})/.test(lines[i]);
        i++
      ) {
        parts.push(clean(lines[i]));
      }
      found.push({ line: index + 1, text: parts.join(' ') });
      return;
    }
    // A block comment: the whole block, for the decision is often the value the block documents.
    let first = index;
    while (first > 0 && !lines[first].includes('/*')) first--;
    let last = index;
    while (last < lines.length - 1 && !lines[last].includes('*/')) last++;
    const text = lines
      .slice(first, last + 1)
      .map(clean)
      .filter(Boolean)
      .join(' ');
    found.push({ line: index + 1, text });
  });
  return found.map(({ line, text }) => ({ line, text: text.replace(/\s+/g, ' ').trim() }));
}

/** Every decision in src, as { area, file, line, text }, ordered by area, file and line. */
export function collectDecisions(root = ROOT) {
  const all = sourceFiles(join(root, 'src')).flatMap((path) => {
    const file = relative(root, path).split('\\').join('/');
    const area = AREAS.find(([, pattern]) => pattern.test(file))?.[0] ?? 'Other';
    return decisionsIn(readFileSync(path, 'utf8')).map((d) => ({ area, file, ...d }));
  });
  const order = [...AREAS.map(([name]) => name), 'Other'];
  return all.sort(
    (a, b) => order.indexOf(a.area) - order.indexOf(b.area) || a.file.localeCompare(b.file) || a.line - b.line,
  );
}

const norm = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The SPEC statement a decision reads: the sections it names (`SPEC 4`, `SPEC §4`) and the statements of
 * spec/statements.yaml whose quote one of its quoted phrases (12 characters or more) matches.
 * → { sections: number[], ids: string[] }
 */
export function statementOf(text, statements) {
  const sections = [...new Set([...text.matchAll(/SPEC\s*§?\s*(\d+)\b/g)].map((m) => Number(m[1])))];
  const quotes = [...text.matchAll(/"([^"]{12,})"/g)].map((m) => norm(m[1])).filter((q) => q.length >= 12);
  const ids = statements
    .filter((s) => {
      const quote = norm(s.quote);
      return quotes.some((q) => quote.includes(q) || (quote.length >= 12 && q.includes(quote)));
    })
    .map((s) => s.id);
  const sectionsOfIds = statements.filter((s) => ids.includes(s.id)).map((s) => s.section);
  return { sections: [...new Set([...sections, ...sectionsOfIds])].sort((a, b) => a - b), ids: ids.slice(0, 3) };
}

/** The test file beside a source file (same folder, same name + .test.ts / .test.tsx), if there is one. */
export function siblingTest(file, root = ROOT) {
  const stem = basename(file).replace(/\.(ts|tsx|mjs)$/, '');
  return ['.test.ts', '.test.tsx']
    .map((ext) => `${dirname(file)}/${stem}${ext}`)
    .find((candidate) => existsSync(join(root, candidate)));
}

/** Rows of the table: { statement, reading, file, line, tests }. */
export function decisionRows(root = ROOT) {
  const statements = loadStatements(readFileSync(join(root, STATEMENTS_FILE), 'utf8'));
  const files = testFiles(root).map((file) => ({
    file,
    titles: titlesIn(readFileSync(join(root, file), 'utf8'), file),
  }));
  const { tests } = mapCoverage(statements, files);
  return collectDecisions(root).map((d) => {
    const { sections, ids } = statementOf(d.text, statements);
    const tagged = ids.flatMap((id) => (tests.get(id) ?? []).map((t) => t.file));
    const sibling = siblingTest(d.file, root);
    const statement =
      sections.length === 0 && ids.length === 0
        ? d.area
        : `SPEC ${[...sections.map((s) => `§${s}`), ...ids].join(' ')}`;
    return {
      statement,
      reading: d.text.replace(/^Decision\b[^:]{0,20}:\s*/, ''),
      file: d.file,
      line: d.line,
      tests: [...new Set([...(sibling ? [sibling] : []), ...tagged])].slice(0, 3),
    };
  });
}

const cell = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
const link = (file, line) => `[${file}${line ? `:${line}` : ''}](../${file}${line ? `#L${line}` : ''})`;

/** docs/spec-decisions.md. */
export function renderTable(rows = decisionRows()) {
  return [
    '# Readings of the spec',
    '',
    'Generated by `node scripts/checks/decisions.mjs --write` from the `// Decision:` comments in `src` (tests and',
    'generated code excluded); do not edit by hand. Each row is a place where SPEC.md is silent or open and the code',
    'reads it one way. **Statement**: the SPEC section and statement ids (`spec/statements.yaml`) the comment names or',
    'quotes, else the area. **Test**: the test beside the file, then tests whose title tags that statement. Architecture',
    'and speed choices are ADRs: [docs/adr](adr/README.md).',
    '',
    `${rows.length} readings.`,
    '',
    '| statement | reading | where | test |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${cell(r.statement)} | ${cell(r.reading)} | ${link(r.file, r.line)} | ${
          r.tests.length > 0 ? r.tests.map((t) => link(t)).join(', ') : '—'
        } |`,
    ),
    '',
  ].join('\n');
}

/** The files a written table links to (its `where` and `test` columns), relative to the root. */
export function linkedFiles(markdown) {
  return [...markdown.matchAll(/\]\(\.\.\/([^)#]+)(?:#L\d+)?\)/g)].map((m) => m[1]);
}

export const ADR_DIR = 'docs/adr';

/** The ADRs in docs/adr: { file, number, title, status }, by number. */
export function listAdrs(root = ROOT) {
  return readdirSync(join(root, ADR_DIR))
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const text = readFileSync(join(root, ADR_DIR, file), 'utf8');
      return {
        file,
        number: file.slice(0, 4),
        title: /^# (?:\d+\.\s*)?(.+)$/m.exec(text)?.[1]?.trim() ?? file,
        status: /^\W*status\W+(.+)$/im.exec(text)?.[1]?.trim() ?? '—',
      };
    });
}

/** docs/adr/README.md: the index of the ADRs. */
export function renderAdrIndex(adrs = listAdrs()) {
  return [
    '# Architecture decision records',
    '',
    'Architecture and speed choices, one file each in the MADR format (context and problem statement, decision',
    'drivers, considered options, decision outcome, consequences). Add one as `NNNN-short-title.md` with the next',
    'number, then run `node scripts/checks/decisions.mjs --write` to refresh this index. Readings of the spec where it',
    'is silent are not ADRs: they are `// Decision:` comments, listed in [docs/spec-decisions.md](../spec-decisions.md).',
    '',
    '| ADR | title | status |',
    '| --- | --- | --- |',
    ...adrs.map((a) => `| [${a.number}](${a.file}) | ${cell(a.title)} | ${cell(a.status)} |`),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const table = renderTable();
  if (process.argv.includes('--write')) {
    writeFileSync(join(ROOT, TABLE_FILE), table);
    writeFileSync(join(ROOT, ADR_DIR, 'README.md'), renderAdrIndex());
  } else console.log(table);
}
