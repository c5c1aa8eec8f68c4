// Small process helpers shared by the dev, test and benchmark scripts: free ports, child processes that die with
// their parent, and waiting for a server to answer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addCompileHints } from '../build/compile-hints.mjs';

export const root = new URL('../../', import.meta.url).pathname;
export const bin = (name) => `${root}node_modules/.bin/${name}`;

// Our machines have no network: Next must not try to send its telemetry from any script here.
process.env.NEXT_TELEMETRY_DISABLED = '1';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = new Set();

/** Start a long-running child in its own process group; `quiet` drops its stdout. */
export function start(label, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  });
  child.label = label;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stop every child started here (whole process groups, so grandchildren go too). */
export async function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 5000;
  while (children.size > 0 && Date.now() < deadline) await sleep(50);
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

/** Resolve once `url` answers with any HTTP status; reject after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return response.status;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Run a command to completion, inheriting output; resolves with its exit code. */
export function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Like `run`, but the output is also kept: resolves with `{ code, output }` (stdout and stderr as they came). The
 * child still writes to our terminal as it goes.
 */
export function runKeepingOutput(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      process.stderr.write(chunk);
    });
    let lateOutput;
    const finish = (code) => {
      clearTimeout(lateOutput);
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    // A grandchild left running would hold the pipes open and 'close' would never come: after the exit, wait for the
    // rest of the output at most 2 s.
    child.on('exit', (code, signal) => {
      lateOutput = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish(code ?? (signal ? 1 : 0));
      }, 2000);
    });
  });
}

/**
 * A reference page of the benchmarks (the bare page, the floors): `next build` of its folder, then the same compile
 * hints as the app's chunks (scripts/build/compile-hints.mjs, ADR 0035), so a gap to it is the app's code alone.
 */
export async function buildReference(dir) {
  const code = await run(bin('next'), ['build', dir]);
  if (code === 0) addCompileHints(join(root, dir, '.next', 'static', 'chunks'));
  return code;
}

/** `npm run build`: next build, then the standalone folder made whole (scripts/build/standalone.mjs). */
export async function buildApp(env = {}) {
  const code = await run(bin('next'), ['build'], { env });
  return code === 0 ? run('node', [`${root}scripts/build/standalone.mjs`], { env }) : code;
}

/**
 * Start the built app exactly as the container does (`node server.js` of the standalone output, PORT and HOSTNAME),
 * on 127.0.0.1:`port`, with `env` (MOCK_MODE=1 and the mock's API_ORIGIN for the runners on the mock).
 */
export function startApp(port, env = {}, { quiet = true, label = 'app' } = {}) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  return start(label, 'node', [`${root}${distDir}/standalone/server.js`], {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    quiet,
  });
}

/**
 * Start Prism serving openapi.yaml on `port` and wait until it answers. `dynamic`: `prism mock -d`, random answers
 * that are valid against the schema instead of the examples (the fuzz runner, scripts/fuzz.mjs).
 */
export async function startPrism(port, { dynamic = false } = {}) {
  const args = ['mock', 'openapi.yaml', ...(dynamic ? ['-d'] : []), '-h', '127.0.0.1', '-p', String(port)];
  start('prism', bin('prism'), [...args, '-v', 'warn']);
  // Probe with a valid call so Prism logs nothing (an unknown path would print an error line).
  await waitForHttp(`http://127.0.0.1:${port}/v1/brands/demo`, {
    headers: { 'x-api-key': 'probe', 'x-brand-id': 'demo', 'x-platform-code': 'web' },
  });
  return `http://127.0.0.1:${port}`;
}

/**
 * Start the embedded mock: Prism on a free port and, on `port`, the mock layer in front of it (mock time and the
 * stateful cart / orders, scripts/mock/layer.mjs). Resolves with the layer's origin (the API_ORIGIN to use).
 * `now` (ISO date-time) pins the layer's clock, as the e2e runner does; `MOCK_NOW` / `MOCK_TIME` in the
 * environment do the same from the command line.
 */
export async function startMock(port, { now = process.env.MOCK_NOW, moment = process.env.MOCK_TIME } = {}) {
  const prismOrigin = await startPrism(await freePort());
  const { startMockLayer } = await import('../mock/layer.mjs');
  const pinned = now ? Date.parse(now) : Number.NaN;
  if (now && Number.isNaN(pinned)) throw new Error(`MOCK_NOW is not a date-time: ${now}`);
  const { origin } = await startMockLayer({
    port,
    prismOrigin,
    now: Number.isNaN(pinned) ? undefined : () => pinned,
    defaultMoment: moment || 'now',
  });
  return origin;
}
