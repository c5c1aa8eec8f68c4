import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The production server as the container runs it (issue 26): the standalone output of `npm run build`, copied to a
 * folder of its own and started with `node server.js`. Needs a build (the e2e step of `npm test` makes one).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['scripts/production/**/*.production.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
