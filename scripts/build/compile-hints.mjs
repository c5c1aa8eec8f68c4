// ADR 0035: every script chunk of the browser build starts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+, https://v8.dev/blog/explicit-compile-hints): Chrome then compiles the
// chunk's functions eagerly, on a background thread while the script streams in, instead of on the main thread the
// first time each one is called: about half of the app's start-up task at 4× CPU (bench:long-tasks, menu page). Other
// engines read a comment. Applied after the build, to the copies the server sends; a chunk's source map, where the
// build wrote one (bench:js-sources), gets the same extra first line, so profiles still point at the right sources.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of every `.js` file of `chunksDir` (once); returns how many files it changed. */
export function addCompileHints(chunksDir) {
  let changed = 0;
  for (const name of readdirSync(chunksDir, { recursive: true })) {
    if (!String(name).endsWith('.js')) continue;
    const file = join(chunksDir, String(name));
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      // One more generated line before the first: an empty line in the mappings (`;`), or each section moved down.
      if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
      for (const section of map.sections ?? []) section.offset.line += 1;
      writeFileSync(mapFile, JSON.stringify(map));
    }
    changed += 1;
  }
  return changed;
}
