import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Contract tests: start Prism from openapi.yaml and call every operation and every error example. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['scripts/contract/**/*.contract.ts'],
    environment: 'node',
    // The app's client sends the deployment's key (API_KEY); Prism wants the header, whatever its value.
    env: { API_KEY: 'contract-tests' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
