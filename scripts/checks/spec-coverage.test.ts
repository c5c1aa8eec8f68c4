import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  driftProblems,
  loadStatements,
  mapCoverage,
  report,
  ROOT,
  run,
  STATEMENTS_FILE,
  tagsIn,
  TEST_FILE_PATTERNS,
  testFiles,
  titlesIn,
} from './spec-coverage.mjs';

const SPEC = [
  '# Spec',
  '## 1. What',
  'A customer can order.',
  '## 4. States',
  'Each conflict opens a dialog. Cancelling closes it.',
  'Numeric constants -50 and -120 exist.',
].join('\n');

const STATEMENTS = `
- id: L3
  section: 1
  quote: A customer can order.
- id: L5a
  section: 4
  quote: Each conflict opens a dialog.
- id: L5b
  section: 4
  quote: Cancelling closes it.
- id: L6
  section: 4
  quote: Numeric constants -50 and -120
  deviation: no stated use
`;

describe('spec coverage: reading test titles (TypeScript compiler API)', () => {
  it('reads it, test, describe and their member forms, with the enclosing groups', () => {
    const source = [
      "describe('cart (SPEC §4 L5a)', () => {",
      "  it('opens (SPEC §4 L5b)', () => {});",
      '  it.skip(`template ${1} (SPEC §1 L3)`, () => {});',
      "  test.describe('inner', () => { test('deep', async () => {}); });",
      '});',
      "test.beforeEach('not a title L3', () => {});",
      'it(name, () => {}); // not literal text: no title',
      "// it('in a comment (SPEC §1 L3)')",
    ].join('\n');
    expect(titlesIn(source).map(({ kind, line, path }) => [kind, line, path.join(' › ')])).toEqual([
      ['describe', 1, 'cart (SPEC §4 L5a)'],
      ['test', 2, 'cart (SPEC §4 L5a) › opens (SPEC §4 L5b)'],
      ['test', 3, 'cart (SPEC §4 L5a) › template ${1} (SPEC §1 L3)'],
      ['describe', 4, 'cart (SPEC §4 L5a) › inner'],
      ['test', 4, 'cart (SPEC §4 L5a) › inner › deep'],
    ]);
  });

  it('reads each row of an .each table whose text fills the title, and the template itself', () => {
    const source = [
      'it.each([',
      "  ['a row (SPEC §1 L3)', 1],",
      "  ['another row', 2],",
      "] as const)('%s', (_name, n) => expect(n).toBeGreaterThan(0));",
      "describe.each([{ name: 'object row (SPEC §4 L6)' }])('$name', () => {});",
      "it.each([1, 2])('numbers %i (SPEC §4 L5a)', () => {});",
    ].join('\n');
    const titles = titlesIn(source);
    expect(titles.map(({ kind, line, title, tagSource }) => [kind, line, title, tagSource])).toEqual([
      ['test', 1, '%s', undefined],
      ['test', 2, 'a row (SPEC §1 L3)', 'a row (SPEC §1 L3)'],
      ['test', 3, 'another row', 'another row'],
      ['describe', 5, '$name', undefined],
      ['describe', 5, 'object row (SPEC §4 L6)', 'object row (SPEC §4 L6)'],
      ['test', 6, 'numbers %i (SPEC §4 L5a)', undefined],
    ]);
  });

  it('reads .tsx files', () => {
    expect(titlesIn("it('renders <b/> (SPEC §1 L3)', () => { render(<b />); });", 'x.test.tsx')).toHaveLength(1);
  });
});

describe('spec coverage: tags', () => {
  it.each([
    ['opens the dialog (SPEC §4 L225)', [{ section: 4, id: 'L225' }], []],
    [
      'SPEC §4 L225 L412',
      [
        { section: 4, id: 'L225' },
        { section: 4, id: 'L412' },
      ],
      [],
    ],
    [
      'two sections: SPEC §4 L225b §8 L412, and SPEC §9 L433a',
      [
        { section: 4, id: 'L225b' },
        { section: 8, id: 'L412' },
        { section: 9, id: 'L433a' },
      ],
      [],
    ],
    ['no section: SPEC L3', [{ section: null, id: 'L3' }], []],
    ['prose only: SPEC 9 constants, SPEC §4', [], []],
    [
      'a range: SPEC §8 L379-L406',
      [{ section: 8, id: 'L379' }],
      ['ranges are not read ("SPEC §8 L379-L406"): name each line'],
    ],
  ])('tagsIn(%j)', (title, tags, errors) => {
    expect(tagsIn(title)).toEqual({ tags, errors });
  });
});

describe('spec coverage: the statement list', () => {
  const statements = loadStatements(STATEMENTS);

  it('reads id, line, section, quote and deviation', () => {
    expect(statements[1]).toEqual({ id: 'L5a', line: 5, section: 4, quote: 'Each conflict opens a dialog.' });
    expect(statements[3]?.deviation).toBe('no stated use');
  });

  it.each([
    ['a bad id', '- { id: X5, section: 1, quote: q }', 'id must read'],
    ['a duplicate', '- { id: L5, section: 1, quote: q }\n- { id: L5, section: 1, quote: q }', 'duplicate id'],
    ['no quote', '- { id: L5, section: 1 }', 'quote missing'],
    ['an empty deviation', "- { id: L5, section: 1, quote: q, deviation: '' }", 'deviation must be a reason'],
    ['an unknown field', '- { id: L5, section: 1, quote: q, test: x }', 'unknown field test'],
    ['a whole line and its parts', '- { id: L5, section: 1, quote: q }\n- { id: L5a, section: 1, quote: q }', 'both'],
  ])('refuses %s', (_name, yaml, message) => {
    expect(() => loadStatements(yaml)).toThrow(message);
  });

  it('finds drift: a quote no longer on its line, a line in another section, a line past the end', () => {
    expect(driftProblems(statements, SPEC)).toEqual([]);
    const drifted = loadStatements(
      [
        '- { id: L3, section: 1, quote: A customer can pay. }',
        '- { id: L5a, section: 1, quote: Each conflict opens a dialog. }',
        '- { id: L60, section: 4, quote: gone }',
      ].join('\n'),
    );
    expect(driftProblems(drifted, SPEC)).toEqual([
      'L3: "A customer can pay." is not on line 3 ("A customer can order.")',
      'L5a: line 5 is in section 4, the entry says 1',
      'L60: SPEC.md has no line 60',
    ]);
  });
});

describe('spec coverage: the map and the verdict', () => {
  const statements = loadStatements(STATEMENTS);
  const file = (name: string, source: string) => ({ file: name, titles: titlesIn(source) });

  it('maps tests to statements; a statement with a deviation passes without a test', () => {
    const coverage = mapCoverage(statements, [
      file('a.test.ts', "it('orders (SPEC §1 L3)', () => {});\nit('dialog (SPEC §4 L5a L5b)', () => {});"),
    ]);
    expect(coverage.tests.get('L5b')).toEqual([
      { file: 'a.test.ts', line: 2, kind: 'test', path: ['dialog (SPEC §4 L5a L5b)'] },
    ]);
    const { text, ok } = report(statements, coverage);
    expect(ok).toBe(true);
    expect(text).toContain('  ok  L5b    Cancelling closes it.\n           a.test.ts:2  dialog (SPEC §4 L5a L5b)');
    expect(text).toContain('  dev L6     Numeric constants -50 and -120\n           deviation: no stated use');
    expect(text).toContain('statements: 4; covered by tests: 3; deviations: 1; uncovered: 0; bad tags: 0; drift: 0');
  });

  it('fails on a statement with neither a test nor a deviation, and lists it', () => {
    const { text, ok } = report(statements, mapCoverage(statements, [file('a.test.ts', "it('SPEC §1 L3', () => {})")]));
    expect(ok).toBe(false);
    expect(text).toContain('Statements with neither a test nor a recorded deviation:\n  §4 L5a');
    expect(text).toContain('uncovered: 2');
  });

  it('fails on a tag naming a line that is not in the list, and names the parts of a split line', () => {
    const coverage = mapCoverage(statements, [
      file('a.test.ts', "it('SPEC §1 L3 §4 L5a L5b L4', () => {});\nit('SPEC §4 L5', () => {});"),
    ]);
    expect(coverage.tagErrors).toEqual([
      'a.test.ts:1 "SPEC §1 L3 §4 L5a L5b L4": L4 is not a statement in spec/statements.yaml',
      'a.test.ts:2 "SPEC §4 L5": L5 is split in spec/statements.yaml; name the part: ' +
        'L5a (Each conflict opens a dialog.), L5b (Cancelling closes it.)',
    ]);
    expect(report(statements, coverage).ok).toBe(false);
  });

  it('notes (without failing) a tag whose § is not the line’s section; a drift fails', () => {
    const coverage = mapCoverage(statements, [file('a.test.ts', "it('SPEC §4 L3 L5a L5b', () => {})")]);
    expect(coverage.sectionNotes).toEqual(['a.test.ts:1 "SPEC §4 L3 L5a L5b": L3 is in §1, the tag says §4']);
    expect(report(statements, coverage).ok).toBe(true);
    expect(report(statements, coverage, { drift: ['L3: moved'] }).ok).toBe(false);
  });

  it('counts a template tag once and each row’s own tags on the row', () => {
    const coverage = mapCoverage(statements, [
      file('a.test.ts', "it.each([['row (SPEC §4 L5b)'], ['plain']])('%s (SPEC §1 L3)', () => {});"),
    ]);
    expect(coverage.tests.get('L3')?.map((t) => t.line)).toEqual([1]);
    expect(coverage.tests.get('L5b')?.map((t) => t.path.join())).toEqual(['row (SPEC §4 L5b) (SPEC §1 L3)']);
  });
});

describe('spec coverage: a whole run', () => {
  function repository(withSpec: boolean) {
    const base = mkdtempSync(join(tmpdir(), 'spec-coverage-'));
    const root = join(base, 'repo');
    mkdirSync(join(root, 'spec'), { recursive: true });
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'spec/statements.yaml'), STATEMENTS);
    writeFileSync(join(root, 'src/a.test.ts'), "it('orders and its dialog (SPEC §1 L3 §4 L5a L5b)', () => {});");
    if (withSpec) {
      mkdirSync(join(base, 'shared'));
      writeFileSync(join(base, 'shared/SPEC.md'), SPEC.replace('can order', 'can pay'));
    }
    return root;
  }

  it('without ../shared/SPEC.md: passes, with a note that the quotes were not checked', () => {
    const { text, ok } = run({ root: repository(false), brief: true });
    expect(ok).toBe(true);
    expect(text).toContain('is not here; the quotes were not checked against it.');
  });

  it('with ../shared/SPEC.md: a quote no longer on its line fails the run', () => {
    const { text, ok } = run({ root: repository(true), brief: true });
    expect(ok).toBe(false);
    expect(text).toContain('L3: "A customer can order." is not on line 3 ("A customer can pay.")');
  });
});

describe('spec coverage: this repository', () => {
  it('scans the test files of every runner (unit, scripts, contract, production, e2e)', () => {
    const files = testFiles();
    for (const sample of [
      'src/domain/cart.test.ts',
      'scripts/checks/spec-coverage.test.ts',
      'scripts/contract/operations.contract.ts',
      'scripts/production/standalone.production.ts',
      'e2e/cart.spec.ts',
    ]) {
      expect(files).toContain(sample);
    }
    expect(files.some((f) => /^e2e\/fuzz\/.+\.fuzz\.ts$/.test(f))).toBe(true);
    expect(files.filter((f) => f.includes('node_modules'))).toEqual([]);
  });

  it('knows the test files of every runner config (update TEST_FILE_PATTERNS with a config)', () => {
    const configs = readdirSync(ROOT).filter((name) => /^(vitest|playwright)\b.*\.config\.m?ts$/.test(name));
    const selection = (name: string) => {
      const text = readFileSync(join(ROOT, name), 'utf8');
      const include = /\binclude: \[([^\]]*)\]/.exec(text)?.[1]; // the first include: the test files
      return include ?? [/testDir: '([^']*)'/, /testMatch: '([^']*)'/].map((re) => re.exec(text)?.[1] ?? '').join(' ');
    };
    expect(Object.fromEntries(configs.map((name) => [name, selection(name)]))).toEqual({
      'playwright.config.ts': './e2e ',
      'playwright.fuzz.config.ts': './e2e/fuzz **/*.fuzz.ts',
      'vitest.config.mts': "'src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'",
      'vitest.contract.config.mts': "'scripts/contract/**/*.contract.ts'",
      'vitest.production.config.mts': "'scripts/production/**/*.production.ts'",
    });
    expect(TEST_FILE_PATTERNS).toHaveLength(6);
  });

  it(`${STATEMENTS_FILE} is a valid list`, () => {
    const statements = loadStatements(readFileSync(join(ROOT, STATEMENTS_FILE), 'utf8'));
    expect(statements.length).toBeGreaterThan(400);
  });
});
