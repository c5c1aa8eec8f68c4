// The dev server as a developer meets it (issue 30 item 5), shared by the dev-server check (scripts/checks/
// dev-server.mjs, a step of `npm test`) and `npm run bench:contract`:
//   - `next dev` in a dist dir of its own, which leaves .next, tsconfig.json and (afterwards) next-env.d.ts alone;
//   - "interactive": the brand top hydrated (the footer's language select, disabled until hydration, is enabled) and
//     its HMR WebSocket connected (a message received, no socket error, no WebSocket error in the console, no reload),
//     then a tap that works (choosing English in the select relabels it "Language").
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, waitForHttp } from './processes.mjs';

const NEXT_ENV = join(root, 'next-env.d.ts');

/**
 * A dist dir of its own for `next dev` (e.g. `.next-dev-check`; `fresh` deletes it first, for a cold start). Next adds
 * `<distDir>/types/**` to the includes of the tsconfig it is given unless that one extends another, so it gets
 * `<distDir>.tsconfig/tsconfig.json`, which only extends ours (next.config.js reads NEXT_TSCONFIG_PATH; Turbopack does
 * not see files inside the dist dir itself). Returns the `env` to start next with and `cleanUp()` for after it has
 * stopped: next-env.d.ts, which next dev points at its dist dir's route types, gets its former text back (unless
 * another Next run has rewritten it since), and both dirs are deleted (ESLint's `.` would otherwise walk the output).
 */
export function ownDevDistDir(distDir, { fresh = false } = {}) {
  const dir = join(root, distDir);
  const tsconfigDir = join(root, `${distDir}.tsconfig`);
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(tsconfigDir, { recursive: true });
  writeFileSync(join(tsconfigDir, 'tsconfig.json'), '{ "extends": "../tsconfig.json" }\n');
  const nextEnvBefore = existsSync(NEXT_ENV) ? readFileSync(NEXT_ENV, 'utf8') : null;
  return {
    env: { NEXT_DIST_DIR: distDir, NEXT_TSCONFIG_PATH: `${distDir}.tsconfig/tsconfig.json` },
    cleanUp() {
      const nextEnvNow = existsSync(NEXT_ENV) ? readFileSync(NEXT_ENV, 'utf8') : null;
      if (nextEnvBefore !== null && nextEnvNow !== null && nextEnvNow.includes(`./${distDir}/`)) {
        writeFileSync(NEXT_ENV, nextEnvBefore);
      }
      rmSync(dir, { recursive: true, force: true });
      rmSync(tsconfigDir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves with the status of the dev server's first answer on `/` of `origin`: once it listens (`/healthz`), one
 * request, however long its compile and render take on a cold start (a poll that gives up after 2 s never gets an
 * answer from a loaded machine), within `timeoutMs` in all.
 */
export async function firstAnswer(origin, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  await waitForHttp(`${origin}/healthz`, { timeoutMs });
  const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
  await response.arrayBuffer();
  return response.status;
}

/** Rejects with `what` unless `promise` settles before `deadline` (a performance.now() time). */
function before(deadline, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} (not within the bound)`)),
      Math.max(0, deadline - performance.now()),
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Opens `url` (a brand top) in `context` (a fresh Playwright browser context) and resolves once it is interactive:
 * the footer's language select (role combobox, name 「言語」) enabled and a message received on the HMR WebSocket
 * (`/_next/hmr`). Fails at once on an HMR socket error, a WebSocket error in the console or a reload of the page,
 * and after `timeoutMs`. With `tap`, then chooses English in the select and waits for it to be relabelled
 * "Language". Resolves with `{ ms, tapMs }`: goto → interactive, and the tap → its result.
 */
export async function openInteractive(context, url, { timeoutMs = 60_000, tap = true } = {}) {
  const page = await context.newPage();
  let fail;
  const failed = new Promise((_, reject) => {
    fail = (problem) => reject(new Error(problem));
  });
  failed.catch(() => {});
  let hmrMessage;
  const hmrConnected = new Promise((resolve) => {
    hmrMessage = resolve;
  });
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.includes('/_next/hmr')) return;
    socket.on('framereceived', () => hmrMessage());
    socket.on('socketerror', (error) => fail(`HMR WebSocket ${socket.url()}: ${error}`));
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /websocket|_next\/hmr/i.test(message.text())) {
      fail(`console error: ${message.text()}`);
    }
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
    if (loads > 1) fail('the page reloaded itself');
  });

  const started = performance.now();
  const deadline = started + timeoutMs;
  const select = (name, disabled) => page.getByRole('combobox', { name, exact: true, disabled });
  await Promise.race([
    failed,
    (async () => {
      await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
      const left = Math.max(1, deadline - performance.now());
      await select('言語', false)
        .waitFor({ timeout: left })
        .catch(() => {
          throw new Error(`the language select was not enabled within ${timeoutMs} ms (not hydrated)`);
        });
      await before(deadline, 'no message on the HMR WebSocket', hmrConnected);
    })(),
  ]);
  const ms = performance.now() - started;
  if (!tap) return { ms, tapMs: null };

  const tapped = performance.now();
  await Promise.race([
    failed,
    (async () => {
      await select('言語', false).selectOption('en', { timeout: 10_000 });
      await select('Language').waitFor({ timeout: 10_000 });
    })(),
  ]);
  return { ms, tapMs: performance.now() - tapped };
}
