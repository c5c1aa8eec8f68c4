import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedVariables } from '@/server/config';

// The README's Deploy table names exactly the variables of the configuration schema (issue 26 item 7): a variable
// added to src/server/config.ts without a line in the README, or a README line for a variable that no longer exists,
// fails here.
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

function tableVariables(): string[] {
  const deploy = readme.slice(readme.indexOf('## Deploy'), readme.indexOf('\n## ', readme.indexOf('## Deploy') + 1));
  const rows = deploy.split('\n').filter((line) => /^\| `[A-Z_]+`/.test(line));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''));
}

describe("README Deploy: the configuration table is the schema's", () => {
  it('lists every variable of src/server/config.ts once, and no other', () => {
    const documented = tableVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(
      documentedVariables()
        .map(({ name }) => name)
        .sort(),
    );
  });
});
