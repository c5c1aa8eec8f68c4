import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The error gallery (`npm run gallery`, scripts/gallery.mjs): the e2e setup, only the *.gallery.ts files. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.gallery.ts',
  expect: { timeout: 20_000 },
});
