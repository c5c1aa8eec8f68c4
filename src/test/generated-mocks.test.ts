import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedFaker } from './component-harness';

/**
 * Every response mock orval generates builds, with the seeded faker, in well under a second (orval.config.ts cuts
 * nested customizations at depth 1: before that, the menu, item and order mocks threw "Max 0 should be greater than
 * min 1" at the contract's `maxItems: 0` depth-3 end).
 */
const ENDPOINTS = path.resolve(__dirname, '../api/generated/endpoints');
/** One `<tag>/<tag>.msw.ts` per contract tag. */
const tags = readdirSync(ENDPOINTS).filter((tag) => existsSync(path.join(ENDPOINTS, tag, `${tag}.msw.ts`)));

describe('generated MSW response mocks', () => {
  it('are found (one per contract tag)', () => {
    expect(tags.length).toBeGreaterThanOrEqual(10);
  });

  it.each(tags)('%s: every get…ResponseMock builds, the same value twice with the same seed', async (tag) => {
    const mod = (await import(`../api/generated/endpoints/${tag}/${tag}.msw.ts`)) as Record<string, unknown>;
    const builders = Object.entries(mod).filter(([name]) => /^get\w+ResponseMock$/.test(name));
    for (const [name, build] of builders) {
      const run = () => {
        seedFaker();
        const started = performance.now();
        const json = JSON.stringify((build as () => unknown)());
        return { hash: createHash('sha256').update(json).digest('hex'), ms: performance.now() - started };
      };
      const first = run();
      expect(run().hash, name).toBe(first.hash);
      expect(first.ms, name).toBeLessThan(2_000);
    }
  });
});
