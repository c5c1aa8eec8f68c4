import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The fuzz suite (scripts/fuzz.mjs, which sets E2E_BASE_URL): the built app against Prism in dynamic mode, the same
 * browser and phone as the e2e suites. Its files end in `.fuzz.ts`, so the e2e run never picks them up.
 */
export default defineConfig({
  ...base,
  testDir: './e2e/fuzz',
  testMatch: '**/*.fuzz.ts',
  // Two settle waits of at most 70 s each (e2e/fuzz: the app's 60 s request time-out and its render).
  timeout: 180_000,
  outputDir: 'test-results/fuzz',
});
