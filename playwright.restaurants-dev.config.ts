// Temporary (restaurants helper, dev iteration only): longer time-outs against a slow `next dev`.
import base from './playwright.config';
export default { ...base, timeout: 120_000, expect: { timeout: 45_000 }, outputDir: '/tmp/rl/results' };
