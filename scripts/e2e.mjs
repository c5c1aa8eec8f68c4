// `npm run test:e2e [-- playwright args]`: builds the app, starts Prism and `next start` on free ports, runs the
// Playwright suites against them on a phone viewport, then stops everything. E2E_SKIP_BUILD=1 reuses .next/.
import { withAppOnMock } from './lib/app-on-mock.mjs';
import { bin, run } from './lib/processes.mjs';

const code = await withAppOnMock('e2e', ({ baseURL, apiOrigin }) =>
  run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    env: { E2E_BASE_URL: baseURL, E2E_API_ORIGIN: apiOrigin },
  }),
);
process.exit(code);
