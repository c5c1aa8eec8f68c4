// After `next build` (part of `npm run build`): makes `.next/standalone` the whole app, runnable from any folder with
// nothing beside it, as the container runs it (Dockerfile `CMD ["node", "server.js"]`):
// - copies `.next/static` and `public/` in (Next's standalone output leaves them out), each script chunk with V8's
//   compile hint at its top (./compile-hints.mjs, ADR 0035);
// - keeps Next's own entry as `next-server.js` and puts the graceful-shutdown entry (server-entry.cjs) in `server.js`.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

const root = new URL('../../', import.meta.url).pathname;
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = join(root, distDir, 'standalone');
const nextEntry = join(standalone, 'next-server.js');
const entry = join(standalone, 'server.js');

if (!existsSync(entry)) {
  console.error(`[standalone] ${entry} is missing: run next build with output: 'standalone' first`);
  process.exit(1);
}

for (const [from, to] of [
  [join(root, distDir, 'static'), join(standalone, distDir, 'static')],
  [join(root, 'public'), join(standalone, 'public')],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

const hinted = addCompileHints(join(standalone, distDir, 'static', 'chunks'));

// `next build` writes a fresh server.js each time; a second run of this script finds ours and keeps Next's copy.
const marker = '// order-ahead standalone entry';
if (!readFileSync(entry, 'utf8').startsWith(marker)) renameSync(entry, nextEntry);
writeFileSync(entry, readFileSync(new URL('./server-entry.cjs', import.meta.url), 'utf8'));
console.log(
  `[standalone] ${standalone}: server.js (graceful shutdown) → next-server.js, static and public copied, compile hints in ${hinted} chunks`,
);
