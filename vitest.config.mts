import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Coverage is reported for the domain rules, the features and the API layer. The domain keeps its 95 % bar; the
 * features and the API layer are held at the level they had when their report was added (issue 8, item 7), so
 * coverage there can only rise: raise these numbers when tests are added, never lower them.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // Every vi.stubEnv is undone after its test.
    unstubEnvs: true,
    // `expect.poll` waits as long as a `findBy…` (src/test/testing-library.ts): its default 1 s failed on a busy
    // machine (issue 28: the suite beside a second Chromium; a screen that navigates after its call answered).
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          setupFiles: ['src/test/testing-library.ts'],
          // Above the 10 s a `findBy…` may wait (src/test/testing-library.ts).
          testTimeout: 20_000,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/domain/**'],
        },
      },
      // The domain is pure (scripts/checks/domain-purity.test.ts: no DOM, no clock, no module state), so its 80 files
      // share one module graph instead of re-importing it per file (measured: 22 s → 12 s for the domain's tests).
      { extends: true, test: { name: 'domain', include: ['src/domain/**/*.test.ts'], isolate: false } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts', 'src/features/**/*.{ts,tsx}', 'src/api/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', 'src/api/generated/**'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'src/domain/**': { lines: 95, branches: 95 },
        'src/features/**': { lines: 64, branches: 55.9, functions: 54.9, statements: 61.3 },
        'src/api/**': { lines: 99.5, branches: 91.5, functions: 98.4, statements: 98.4 },
      },
    },
  },
});
