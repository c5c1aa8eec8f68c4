import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

function chunksDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
  mkdirSync(join(dir, 'nested'));
  writeFileSync(join(dir, 'a.js'), 'console.log(1);\n');
  writeFileSync(join(dir, 'a.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' }));
  writeFileSync(join(dir, 'nested', 'b.js'), 'export{};');
  writeFileSync(join(dir, 'c.css'), 'a{}');
  return dir;
}

describe('addCompileHints (ADR 0035)', () => {
  it("starts every script chunk with V8's compile hint, once, and leaves other files alone", () => {
    const dir = chunksDir();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);\n`);
    expect(readFileSync(join(dir, 'nested', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}export{};`);
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('a{}');
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);\n`);
  });

  it("moves a chunk's source map down by the hint's line, so profiles still point at the right sources", () => {
    const dir = chunksDir();
    addCompileHints(dir);
    expect(JSON.parse(readFileSync(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    addCompileHints(dir);
    expect(JSON.parse(readFileSync(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
