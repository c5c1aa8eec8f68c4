export const COMPILE_HINT: string;
/** Puts V8's compile hint at the top of every `.js` file of `chunksDir` (once); returns how many files it changed. */
export function addCompileHints(chunksDir: string): number;
