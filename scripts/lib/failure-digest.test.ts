import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.mjs';

const playwright = [
  'Running 117 tests using 2 workers',
  '  ✓  1 [chromium] › e2e/a.spec.ts:3:5 › passes (2.1s)',
  '  \u001b[31m✘  2 [chromium] › e2e/b.spec.ts:10:5 › area › breaks (12.3s)\u001b[39m',
  '',
  '  1) [chromium] › e2e/b.spec.ts:10:5 › area › breaks ────────────────',
  '',
  '    Error: expect(locator).toBeVisible() failed',
  '',
  '  1 failed',
  '    [chromium] › e2e/b.spec.ts:10:5 › area › breaks ─────',
  '  116 passed (8.3m)',
].join('\n');

const vitest = [
  ' ❯ src/x.test.ts (3 tests | 1 failed) 30ms',
  '   × adds 12ms',
  ' FAIL  src/x.test.ts > sum > adds',
  'AssertionError: expected 2 to be 3 // Object.is equality',
].join('\n');

describe('failureDigest', () => {
  it.each([
    [
      'Playwright: the failing test once, with its first error line',
      playwright,
      ['  [chromium] › e2e/b.spec.ts:10:5 › area › breaks', '      Error: expect(locator).toBeVisible() failed'],
    ],
    [
      'Vitest: the FAIL line with its assertion',
      vitest,
      ['  FAIL  src/x.test.ts > sum > adds', '      AssertionError: expected 2 to be 3 // Object.is equality'],
    ],
    ['a passing run: nothing', '  ✓  1 [chromium] › e2e/a.spec.ts:3:5 › passes (2.1s)\n  1 passed (3s)', []],
  ])('%s', (_, output, digest) => {
    expect(failureDigest(output)).toEqual(digest);
  });

  it('keeps at most `limit` lines and cuts each to `width`', () => {
    const many = Array.from({ length: 20 }, (_, n) => ` FAIL  src/t${n}.test.ts > ${'x'.repeat(300)}`).join('\n');
    const digest = failureDigest(many, { limit: 5, width: 40 });
    expect(digest).toHaveLength(5);
    expect(digest.every((line) => line.length <= 40)).toBe(true);
  });
});
