import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectDecisions, decisionsIn, renderDecisions, ROOT, withDecisions } from './decisions.mjs';

describe('decisions list (ARCHITECTURE.md, issue 8 item 8)', () => {
  it('reads a `//` decision with its continuation lines, and a decision inside a doc comment whole', () => {
    const source = [
      'const a = 1;',
      '// Decision: first line',
      '// goes on here.',
      'const b = 2;',
      '/** Page size (SPEC 9 "values not shown"). Decision: 20. */',
      '  // Decision (dev kit): second',
      '  // Decision: third',
    ].join('\n');
    expect(decisionsIn(source)).toEqual([
      { line: 2, text: 'Decision: first line goes on here.' },
      { line: 5, text: 'Page size (SPEC 9 "values not shown"). Decision: 20.' },
      { line: 6, text: 'Decision (dev kit): second' },
      { line: 7, text: 'Decision: third' },
    ]);
  });

  it('finds decisions in src and none in tests or generated code', () => {
    const files = collectDecisions().map((d) => d.file);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => /\.test\.|\/generated\//.test(file))).toEqual([]);
  });

  it('ARCHITECTURE.md holds the current list (run node scripts/checks/decisions.mjs --write)', () => {
    const markdown = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    expect(withDecisions(markdown, renderDecisions())).toBe(markdown);
  });
});
