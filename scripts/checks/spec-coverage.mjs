#!/usr/bin/env node
// `npm run spec:coverage` (also a step of `npm test`): every checkable statement of the product spec
// (`../shared/SPEC.md`), listed in `spec/statements.yaml`, mapped to the tests that check it.
//
// A test names the statements it checks in its title (or a describe title): `SPEC §4 L225 L412`, the lines being
// SPEC.md's line numbers; a line split into several statements in the list is named with its letter (`L433a`).
// Only titles count (first string argument of it / test / describe / suite and their .each, .skip, .describe, ...
// forms, read with the TypeScript compiler API), never comments or case data.
//
// Exits 1 when a statement has neither a test nor a recorded `deviation`, when a title names a line that is not in
// the list, or (when ../shared/SPEC.md is there) when an entry's quote is no longer on its line or in its section.
//   node scripts/checks/spec-coverage.mjs           the whole map, then problems and counts
//   node scripts/checks/spec-coverage.mjs --brief   problems and counts only
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const STATEMENTS_FILE = 'spec/statements.yaml';
export const SPEC_FILE = '../shared/SPEC.md';

/**
 * The test files of every runner: vitest.config.mts (src, scripts), vitest.contract.config.mts,
 * vitest.production.config.mts, playwright.config.ts (e2e) and playwright.fuzz.config.ts (e2e/fuzz). Keep in step
 * with those configs (scripts/checks/spec-coverage.test.ts compares them).
 */
export const TEST_FILE_PATTERNS = [
  /^src\/.*\.test\.tsx?$/,
  /^scripts\/.*\.test\.ts$/,
  /^scripts\/contract\/.*\.contract\.ts$/,
  /^scripts\/production\/.*\.production\.ts$/,
  /^e2e\/.*\.spec\.ts$/,
  /^e2e\/fuzz\/.*\.fuzz\.ts$/,
];

export function testFiles(root = ROOT) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return TEST_FILE_PATTERNS.some((pattern) => pattern.test(path)) ? [path] : [];
    });
  return ['src', 'scripts', 'e2e']
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap(walk)
    .sort();
}

const RUNNERS = new Set(['it', 'test', 'describe', 'suite']);
/** Members that are not a test or a group (hooks, fixtures, settings, steps). */
const NOT_TITLES = new Set([
  'beforeEach',
  'afterEach',
  'beforeAll',
  'afterAll',
  'step',
  'use',
  'extend',
  'configure',
  'info',
  'setTimeout',
  'slow',
  'expect',
]);

/** The runner chain of a call's callee: `it.each(t)` → { root: 'it', members: ['each'] }, or null. */
function runnerChain(callee) {
  const members = [];
  let node = callee;
  for (;;) {
    if (ts.isIdentifier(node)) break;
    if (ts.isPropertyAccessExpression(node)) {
      members.unshift(node.name.text);
      node = node.expression;
    } else if (ts.isCallExpression(node)) {
      node = node.expression; // it.each(table)(...), it.runIf(cond)(...), it.for(cases)(...)
    } else return null;
  }
  if (!RUNNERS.has(node.text) || members.some((member) => NOT_TITLES.has(member))) return null;
  return { root: node.text, members };
}

/** The text of a title argument; `${expr}` stands for an interpolation. Null when not literal text. */
function literalText(node, source) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans.map((span) => `\${${span.expression.getText(source)}}${span.literal.text}`).join('')
    );
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression, source);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left, source);
    const right = literalText(node.right, source);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** The first placeholder of an each-title: `%s` (a row's first element) or `$name` (an object row's property). */
function firstPlaceholder(title) {
  const match = /%[sdifjoOp#]|\$([A-Za-z_]\w*)/.exec(title);
  if (!match) return null;
  return match[0] === '%s' ? { text: '%s', property: null } : match[1] ? { text: match[0], property: match[1] } : null;
}

/** Rows of an `.each` / `.for` table literal whose text fills the title's first placeholder: [{ node, title }]. */
function eachRows(callee, title, source) {
  if (!ts.isCallExpression(callee) || !ts.isPropertyAccessExpression(callee.expression)) return [];
  if (!['each', 'for'].includes(callee.expression.name.text)) return [];
  let table = callee.arguments[0];
  while (
    table &&
    (ts.isAsExpression(table) || ts.isSatisfiesExpression(table) || ts.isParenthesizedExpression(table))
  ) {
    table = table.expression; // [...] as const, [...] as [string, number][]
  }
  const placeholder = firstPlaceholder(title);
  if (!placeholder || !table || !ts.isArrayLiteralExpression(table)) return [];
  return table.elements.flatMap((row) => {
    let cell = null;
    if (placeholder.property === null) {
      cell = ts.isArrayLiteralExpression(row) ? row.elements[0] : row;
    } else if (ts.isObjectLiteralExpression(row)) {
      const property = row.properties.find(
        (p) => ts.isPropertyAssignment(p) && p.name.getText(source) === placeholder.property,
      );
      cell = property?.initializer;
    }
    const text = cell ? literalText(cell, source) : null;
    return text === null ? [] : [{ node: row, title: title.replace(placeholder.text, text), label: text }];
  });
}

/**
 * Every test and group title of one file: { kind: 'test' | 'describe', title, line, path } with `path` the titles of
 * the enclosing groups and the title itself. A row of an `.each` table whose text fills the title is an entry of its
 * own, with `tagSource` (the row's text: the tags it adds to the template's).
 */
export function titlesIn(sourceText, fileName = 'file.ts') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node, groups) => {
    let inner = groups;
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const chain = runnerChain(node.expression);
      const title = chain && literalText(node.arguments[0], source);
      if (chain && title !== null) {
        const isGroup = chain.root === 'describe' || chain.root === 'suite' || chain.members.includes('describe');
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const path = [...groups, title];
        found.push({ kind: isGroup ? 'describe' : 'test', title, line, path });
        if (isGroup) inner = path;
        // it.each([['case name', ...], ...])('%s', ...): each row's title is the row's text put in the template.
        for (const row of eachRows(node.expression, title, source)) {
          const rowLine = source.getLineAndCharacterOfPosition(row.node.getStart(source)).line + 1;
          found.push({
            kind: isGroup ? 'describe' : 'test',
            title: row.title,
            line: rowLine,
            path: [...groups, row.title],
            tagSource: row.label, // the template's own tags are read once, from the template
          });
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, []);
  return found;
}

const TAG = /\bSPEC((?:[\s,]+(?:§\s?\d+|L\d+[a-z]?\b))+)([-–]L?\d+)?/g;

/** The statements a title names: [{ section, id }] (section null when the tag gives none), and tag errors. */
export function tagsIn(title) {
  const tags = [];
  const errors = [];
  for (const match of title.matchAll(TAG)) {
    if (!/L\d/.test(match[1])) continue; // "SPEC 9" or "SPEC §4" in prose: no line named
    let section = null;
    for (const token of match[1].split(/[\s,]+/).filter(Boolean)) {
      if (token.startsWith('§')) section = Number(token.slice(1).trim());
      else tags.push({ section, id: token });
    }
    if (match[2]) errors.push(`ranges are not read ("${match[0].trim()}"): name each line`);
  }
  return { tags, errors };
}

/** Section of each line of SPEC.md (from its `## N.` headings); index 0 is line 1. */
export function sectionsOfLines(specText) {
  let section = 0;
  return specText.split('\n').map((line) => {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) section = Number(heading[1]);
    return section;
  });
}

const ID = /^L(\d+)([a-z]?)$/;

/** The statement list: [{ id, line, section, quote, deviation? }], or throws naming the bad entries. */
export function loadStatements(yamlText) {
  const entries = parseYaml(yamlText);
  if (!Array.isArray(entries)) throw new Error(`${STATEMENTS_FILE}: expected a list of statements`);
  const problems = [];
  const seen = new Set();
  const statements = entries.map((entry, index) => {
    const where = `entry ${index + 1} (${entry?.id ?? 'no id'})`;
    const id = String(entry?.id ?? '');
    const match = ID.exec(id);
    if (!match) problems.push(`${where}: id must read L<line> or L<line><letter>`);
    if (seen.has(id)) problems.push(`${where}: duplicate id`);
    seen.add(id);
    if (!Number.isInteger(entry?.section)) problems.push(`${where}: section must be a number`);
    if (typeof entry?.quote !== 'string' || entry.quote.trim() === '') problems.push(`${where}: quote missing`);
    if (entry?.deviation !== undefined && (typeof entry.deviation !== 'string' || entry.deviation.trim() === '')) {
      problems.push(`${where}: deviation must be a reason`);
    }
    const unknown = Object.keys(entry ?? {}).filter((key) => !['id', 'section', 'quote', 'deviation'].includes(key));
    if (unknown.length > 0) problems.push(`${where}: unknown field ${unknown.join(', ')}`);
    return {
      id,
      line: match ? Number(match[1]) : 0,
      section: entry?.section,
      quote: entry?.quote,
      ...(entry?.deviation ? { deviation: entry.deviation } : {}),
    };
  });
  for (const { id, line } of statements) {
    if (/[a-z]$/.test(id) && statements.some((other) => other.id === `L${line}`)) {
      problems.push(`${id}: line ${line} has both a whole entry L${line} and lettered parts`);
    }
  }
  if (problems.length > 0) throw new Error(`${STATEMENTS_FILE}:\n  ${problems.join('\n  ')}`);
  return statements;
}

/** Entries whose quote is no longer on their line of SPEC.md, or whose line is in another section. */
export function driftProblems(statements, specText) {
  const lines = specText.split('\n');
  const sections = sectionsOfLines(specText);
  const problems = [];
  for (const { id, line, section, quote } of statements) {
    const text = lines[line - 1];
    if (text === undefined) problems.push(`${id}: SPEC.md has no line ${line}`);
    else if (!text.includes(quote)) problems.push(`${id}: "${quote}" is not on line ${line} ("${text.slice(0, 80)}")`);
    else if (sections[line - 1] !== section) {
      problems.push(`${id}: line ${line} is in section ${sections[line - 1]}, the entry says ${section}`);
    }
  }
  return problems;
}

/**
 * Maps each statement to the titles that name it.
 * `files`: [{ file, titles }] as titlesIn gives them. Returns { tests: Map id → [test], tagErrors, sectionNotes }.
 */
export function mapCoverage(statements, files) {
  const byId = new Map(statements.map((statement) => [statement.id, statement]));
  const tests = new Map(statements.map((statement) => [statement.id, []]));
  const tagErrors = [];
  const sectionNotes = [];
  for (const { file, titles } of files) {
    for (const entry of titles) {
      const { tags, errors } = tagsIn(entry.tagSource ?? entry.title);
      const where = `${file}:${entry.line} "${entry.title}"`;
      for (const error of errors) tagErrors.push(`${where}: ${error}`);
      for (const { section, id } of tags) {
        const statement = byId.get(id);
        if (!statement) {
          const parts = statements.filter((s) => s.id.startsWith(id) && /^[a-z]$/.test(s.id.slice(id.length)));
          tagErrors.push(
            parts.length > 0
              ? `${where}: ${id} is split in ${STATEMENTS_FILE}; name the part: ${parts.map((s) => `${s.id} (${s.quote})`).join(', ')}`
              : `${where}: ${id} is not a statement in ${STATEMENTS_FILE}`,
          );
          continue;
        }
        if (section !== null && section !== statement.section) {
          sectionNotes.push(`${where}: ${id} is in §${statement.section}, the tag says §${section}`);
        }
        const list = tests.get(id);
        if (!list.some((test) => test.file === file && test.line === entry.line)) {
          list.push({ file, line: entry.line, kind: entry.kind, path: entry.path });
        }
      }
    }
  }
  return { tests, tagErrors, sectionNotes };
}

const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The printed report and whether it passes. */
export function report(statements, coverage, { drift = [], specNote = null, brief = false } = {}) {
  const out = [];
  const uncovered = statements.filter((s) => coverage.tests.get(s.id).length === 0 && !s.deviation);
  const tested = statements.filter((s) => coverage.tests.get(s.id).length > 0);
  const deviations = statements.filter((s) => coverage.tests.get(s.id).length === 0 && s.deviation);
  if (!brief) {
    let section = null;
    for (const statement of [...statements].sort((a, b) => a.line - b.line || a.id.localeCompare(b.id))) {
      if (statement.section !== section) {
        section = statement.section;
        out.push('', `§${section}`);
      }
      const list = coverage.tests.get(statement.id);
      const mark = list.length > 0 ? 'ok ' : statement.deviation ? 'dev' : '-- ';
      out.push(`  ${mark} ${statement.id.padEnd(6)} ${shorten(statement.quote, 100)}`);
      for (const test of list) {
        const kind = test.kind === 'describe' ? ' (group)' : '';
        out.push(`           ${test.file}:${test.line}${kind}  ${shorten(test.path.join(' › '), 160)}`);
      }
      if (statement.deviation) out.push(`           deviation: ${statement.deviation}`);
    }
  }
  if (specNote) out.push('', specNote);
  if (coverage.sectionNotes.length > 0) {
    out.push('', 'Notes (a tag whose § differs from the line’s section; the line decides):');
    out.push(...coverage.sectionNotes.map((note) => `  ${note}`));
  }
  if (drift.length > 0) {
    out.push('', `Entries of ${STATEMENTS_FILE} that no longer match ${SPEC_FILE}:`);
    out.push(...drift.map((problem) => `  ${problem}`));
  }
  if (coverage.tagErrors.length > 0) {
    out.push('', 'Test titles naming a line that is not in the list:');
    out.push(...coverage.tagErrors.map((error) => `  ${error}`));
  }
  if (uncovered.length > 0) {
    out.push('', 'Statements with neither a test nor a recorded deviation:');
    out.push(...uncovered.map((s) => `  §${s.section} ${s.id.padEnd(6)} ${shorten(s.quote, 110)}`));
  }
  out.push(
    '',
    `statements: ${statements.length}; covered by tests: ${tested.length}; deviations: ${deviations.length}; ` +
      `uncovered: ${uncovered.length}; bad tags: ${coverage.tagErrors.length}; drift: ${drift.length}`,
  );
  const ok = uncovered.length === 0 && coverage.tagErrors.length === 0 && drift.length === 0;
  return { text: out.join('\n'), ok };
}

export function run({ root = ROOT, brief = false } = {}) {
  const statements = loadStatements(readFileSync(join(root, STATEMENTS_FILE), 'utf8'));
  const files = testFiles(root).map((file) => ({
    file,
    titles: titlesIn(readFileSync(join(root, file), 'utf8'), file),
  }));
  const coverage = mapCoverage(statements, files);
  const specPath = join(root, SPEC_FILE);
  const hasSpec = existsSync(specPath);
  const drift = hasSpec ? driftProblems(statements, readFileSync(specPath, 'utf8')) : [];
  const specNote = hasSpec
    ? null
    : `Note: ${relative(root, specPath) || SPEC_FILE} is not here; the quotes were not checked against it.`;
  return report(statements, coverage, { drift, specNote, brief });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { text, ok } = run({ brief: process.argv.includes('--brief') });
  console.log(text);
  process.exitCode = ok ? 0 : 1; // not process.exit(): a long report to a pipe would be cut off
}
