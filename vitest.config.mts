import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Coverage is reported for the domain rules, the features and the API layer. The domain keeps its 95 % bar; the
 * features and the API layer are held at the level they had when their report was added (issue 8, item 7), so
 * coverage there can only rise: raise these numbers when tests are added, never lower them.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Every vi.stubEnv is undone after its test.
    unstubEnvs: true,
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
