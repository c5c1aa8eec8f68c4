// Fails when src/api/generated/ is not what `npm run generate` makes from the current openapi.yaml and config.
// Works without git: fingerprints the folder, regenerates, fingerprints again.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, root, run } from '../lib/processes.mjs';

const dir = join(root, 'src/api/generated');
function fingerprint() {
  const entries = new Map();
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else entries.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return entries;
}

const before = fingerprint();
const started = Date.now();
const code = await run(bin('orval'), ['--config', 'orval.config.ts']);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (code !== 0) process.exit(code);
const after = fingerprint();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    `[codegen] src/api/generated is stale (${changed.length} files differ), e.g.:\n  ${changed.slice(0, 10).join('\n  ')}`,
  );
  console.error('[codegen] run `npm run generate` and commit the result.');
  process.exit(1);
}
console.log(`[codegen] generated code is up to date (${after.size} files, regenerated in ${seconds} s)`);
