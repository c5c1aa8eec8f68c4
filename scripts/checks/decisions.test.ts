import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionRows, decisionsIn, linkedFiles, renderTable, ROOT, statementOf, TABLE_FILE } from './decisions.mjs';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('spec readings table (docs/spec-decisions.md, issue 28 item 6)', () => {
  it('reads a `//` decision with its continuation lines, and a decision inside a doc comment whole', () => {
    const source = [
      'const a = 1;',
      '// Decision: first line',
      '// goes on here.',
      'const b = 2;',
      '/** Page size (SPEC 9 "values not shown"). Decision: 20. */',
      '  // Decision (dev kit): second',
      '  // Decision: third',
      '// ADR 0008: not a reading of the spec',
      '      {/* Decision (issue 27): in JSX */}',
    ].join('\n');
    expect(decisionsIn(source)).toEqual([
      { line: 2, text: 'Decision: first line goes on here.' },
      { line: 5, text: 'Page size (SPEC 9 "values not shown"). Decision: 20.' },
      { line: 6, text: 'Decision (dev kit): second' },
      { line: 7, text: 'Decision: third' },
      { line: 9, text: 'Decision (issue 27): in JSX' },
    ]);
  });

  it('names the SPEC section and the statement whose quote the comment quotes', () => {
    const statements = [
      { id: 'L229a', line: 229, section: 4, quote: 'Setting a quantity to 0 opens the delete confirmation' },
      { id: 'L300', line: 300, section: 5, quote: 'Something else entirely' },
    ];
    expect(
      statementOf('0 asks first (SPEC 4 "Setting a quantity to 0 opens the delete confirmation").', statements),
    ).toEqual({ sections: [4], ids: ['L229a'] });
    expect(statementOf('as SPEC 5 reads, a discount is final.', statements)).toEqual({ sections: [5], ids: [] });
    expect(statementOf('no spec here "a short one"', statements)).toEqual({ sections: [], ids: [] });
  });

  it('the generator runs over src: one row per decision, each pointing at a line that holds its comment', () => {
    const rows = decisionRows();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.file, row.file).not.toMatch(/\.test\.|\/generated\//);
      const line = read(row.file).split('\n')[row.line - 1];
      expect(line, `${row.file}:${row.line}`).toMatch(/Decision\b[^:]{0,20}:/);
      for (const test of row.tests) expect(existsSync(join(ROOT, test)), test).toBe(true);
    }
    const table = renderTable(rows);
    expect(table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| statement'))).toHaveLength(
      rows.length + 1, // + the separator row
    );
  }, 60_000); // reads the titles of every test file with the TypeScript compiler

  it(`${TABLE_FILE} is written, and every file it links to exists (run node scripts/checks/decisions.mjs --write)`, () => {
    const files = linkedFiles(read(TABLE_FILE));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });
});

describe('ARCHITECTURE.md and the ADRs (issue 28 item 6)', () => {
  it('ARCHITECTURE.md holds no generated list and is at most 30 KB', () => {
    const markdown = read('ARCHITECTURE.md');
    expect(markdown).not.toMatch(/decisions:start|decisions:end/);
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(30 * 1024);
  });

  it('every relative link in ARCHITECTURE.md and the ADR index points to a file that exists', () => {
    for (const [file, base] of [
      ['ARCHITECTURE.md', ''],
      ['docs/adr/README.md', 'docs/adr/'],
    ] as const) {
      const targets = [...read(file).matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)].map((m) => join(base, m[1] ?? ''));
      expect(targets.length, file).toBeGreaterThan(0);
      expect(
        targets.filter((target) => !existsSync(join(ROOT, target))),
        file,
      ).toEqual([]);
    }
  });

  it('every ADR in docs/adr is listed in its index, numbered once, with a title and a status', () => {
    const adrs = readdirSync(join(ROOT, 'docs/adr')).filter((name) => /^\d{4}-.+\.md$/.test(name));
    const index = read('docs/adr/README.md');
    expect(adrs.length).toBeGreaterThanOrEqual(19);
    expect(adrs.filter((name) => !index.includes(`(${name})`))).toEqual([]);
    const numbers = adrs.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of adrs) {
      const text = read(`docs/adr/${name}`);
      expect(text, name).toMatch(/^# \S/);
      expect(text, name).toMatch(/^\W*status\W+\w/im);
    }
  });
});
