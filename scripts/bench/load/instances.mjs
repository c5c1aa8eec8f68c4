// The servers under load, started as the container starts them: `node server.js` of a standalone build, PORT,
// HOSTNAME=127.0.0.1 and, for the app, API_ORIGIN without MOCK_MODE (production mode). Builds the standalone servers
// (the app with `npm run build`, the bare dynamic page and the dynamic stack floor each with its own `next build`)
// unless BENCH_SKIP_BUILD=1.
// Also the process and socket readings the benchmark reports: VmRSS, TCP connections to or from a port.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bin, freePort, root, run, start, waitForHttp } from '../../lib/processes.mjs';

/** The app's server: `.next/standalone`, or NEXT_DIST_DIR's (next.config.js: a separate build for parallel runs). */
export const APP_SERVER = join(root, process.env.NEXT_DIST_DIR || '.next', 'standalone/server.js');
export const BASELINE_APP = 'scripts/bench/dynamic-baseline-app';
// Its next.config.js puts the build in the git-ignored /.next-dynamic-baseline; the standalone tree mirrors the repo.
export const BASELINE_SERVER = join(root, '.next-dynamic-baseline/standalone', BASELINE_APP, 'server.js');
// A menu-sized page of the app's stack and none of its code; built to the git-ignored /.next-dynamic-stack-floor.
export const STACK_FLOOR_APP = 'scripts/bench/dynamic-stack-floor-app';
export const STACK_FLOOR_SERVER = join(root, '.next-dynamic-stack-floor/standalone', STACK_FLOOR_APP, 'server.js');

/**
 * Builds the app (`npm run build`), the bare dynamic page and the dynamic stack floor, or checks that the three builds
 * exist (BENCH_SKIP_BUILD=1).
 */
export async function buildServers() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('npm run build failed');
    for (const app of [BASELINE_APP, STACK_FLOOR_APP])
      if ((await run(bin('next'), ['build', app])) !== 0) throw new Error(`${app} build failed`);
  }
  for (const server of [APP_SERVER, BASELINE_SERVER, STACK_FLOOR_SERVER])
    if (!existsSync(server)) throw new Error(`${server} is missing: run without BENCH_SKIP_BUILD=1`);
}

/**
 * Starts `node <server>` on a free port with its output in `logFile` (a loaded server in trouble logs a line per
 * request). `exec` keeps the pid the server's own. Resolves once `readyPath` answers.
 */
export async function startServer(label, server, { env = {}, logFile, readyPath = '/healthz' }) {
  const port = await freePort();
  const child = start(label, '/bin/sh', ['-c', 'exec "$0" "$1" >>"$2" 2>&1', process.execPath, server, logFile], {
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      MOCK_MODE: undefined,
      MOCK_PREFER_PASSTHROUGH: undefined,
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${readyPath}`, { timeoutMs: 60_000 });
  if (child.exitCode !== null) throw new Error(`${label} exited (code ${child.exitCode}); see ${logFile}`);
  return { label, child, pid: child.pid, port, origin, logFile };
}

/** Sends `signal` to the server's process group (its own id). */
export function signal(instance, name = 'SIGKILL') {
  try {
    process.kill(-instance.pid, name);
  } catch {
    /* already gone */
  }
}

/** Resolves once the instance's process has exited (bounded). */
export async function exited(instance, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (instance.child.exitCode === null && instance.child.signalCode === null && Date.now() < deadline)
    await sleep(50);
  return instance.child.exitCode !== null || instance.child.signalCode !== null;
}

/** Resident memory of a process in MB (VmRSS), or NaN once it is gone. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

const TCP_STATES = { '01': 'ESTABLISHED', '08': 'CLOSE_WAIT', '06': 'TIME_WAIT', '0A': 'LISTEN' };

/** IPv4 TCP sockets of this host (all processes) as { local, remote, state } with numeric ports. */
function tcpSockets() {
  const port = (address) => parseInt(address.split(':')[1], 16);
  return readFileSync('/proc/net/tcp', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .map(([, local, remote, state]) => ({
      local: port(local),
      remote: port(remote),
      state: TCP_STATES[state] ?? state,
    }));
}

/** Open connections made *to* `port` by clients, counted on the client side (ESTABLISHED sockets whose peer is it). */
export function connectionsTo(port) {
  return tcpSockets().filter((s) => s.remote === port && s.state === 'ESTABLISHED').length;
}

/** Connections the server on `port` still holds (accepted sockets not yet closed: ESTABLISHED or CLOSE_WAIT). */
export function serverSockets(port) {
  return tcpSockets().filter((s) => s.local === port && (s.state === 'ESTABLISHED' || s.state === 'CLOSE_WAIT')).length;
}
