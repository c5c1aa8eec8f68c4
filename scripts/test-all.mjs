// `npm test`: every check, in order, each named; exits non-zero if any fails. Steps run even after a failure so
// one run shows everything that is wrong.
import { failureDigest } from './lib/failure-digest.mjs';
import { bin, runKeepingOutput } from './lib/processes.mjs';

const steps = [
  ['generated code is fresh', 'node', ['scripts/codegen/check-fresh.mjs']],
  [
    'spec coverage (every SPEC.md statement: a test or a recorded deviation)',
    'node',
    ['scripts/checks/spec-coverage.mjs', '--brief'],
  ],
  ['contract lint (Spectral)', bin('spectral'), ['lint', 'openapi.yaml', '--fail-severity=warn']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['format (Prettier)', bin('prettier'), ['--check', '.']],
  ['lint (ESLint: hooks, a11y, Next, layers, cycles)', bin('eslint'), ['.', '--max-warnings', '0']],
  ['unit tests + domain coverage', bin('vitest'), ['run', '--coverage']],
  ['contract tests against Prism', bin('vitest'), ['run', '--config', 'vitest.contract.config.mts']],
  ['dev server on every local host (hydrates, HMR connects)', 'node', ['scripts/checks/dev-server.mjs']],
  ['end-to-end (Playwright)', 'node', ['scripts/e2e.mjs']],
  // After the e2e step, whose build it reuses: the same app against Prism's random answers (`prism mock -d`).
  ['fuzz: every page kind against random schema-valid answers (Prism -d)', 'node', ['scripts/fuzz.mjs']],
  // After the e2e step, whose `npm run build` it starts from another folder, in production mode.
  [
    'production server (standalone, as the container runs it)',
    bin('vitest'),
    ['run', '--config', 'vitest.production.config.mts'],
  ],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { code, output } = await runKeepingOutput(command, args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, digest: failureDigest(output) });
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds.toFixed(0)} s)`);
// What failed, named after the summary: a record that keeps only the last lines of the run still says which test.
for (const { name, digest } of results.filter((r) => !r.ok)) {
  console.log(`failed in "${name}":`);
  for (const line of digest.length > 0 ? digest : ['  (no test named: see the output of that step above)'])
    console.log(line);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
