import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const built = join(root, process.env.NEXT_DIST_DIR || '.next', 'standalone');

/** A copy of the standalone output in a folder of its own, with nothing beside it (as in the image). */
export function copyStandalone(): { dir: string; remove: () => void } {
  if (!existsSync(join(built, 'server.js'))) throw new Error(`${built}/server.js is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'order-ahead-standalone-'));
  cpSync(built, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** A port the OS has just handed out (a fixed range could hold a server another run left behind: EADDRINUSE). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `node server.js` in `dir` with only `env` (plus PATH), as the container's CMD runs it. Next binds its port before
 * the boot check runs, so even a server expected to refuse its configuration gets a free port.
 */
export async function runServer(
  dir: string,
  env: Record<string, string>,
  port?: number,
): Promise<RunningServer & { ready: Promise<void> }> {
  port ??= await freePort();
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    ...env,
  };
  const child = spawn('node', ['server.js'], {
    cwd: dir,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        if ((await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        /* not yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not become healthy:\n${text}`);
  })();
  // Awaited by startServer; a server expected to refuse to start never becomes healthy, which is no error there.
  ready.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { origin, child, output: () => text, exited, stop, ready };
}

/** Starts a server and waits until /healthz answers. */
export async function startServer(dir: string, env: Record<string, string>): Promise<RunningServer> {
  const server = await runServer(dir, env);
  await server.ready;
  return server;
}

export interface FakeBackend {
  origin: string;
  requests: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>;
  /** Milliseconds each answer is held back. */
  delayMs: number;
  close: () => Promise<void>;
}

/** A stand-in backend: answers every call with `{}` (404 for brands it does not know), after `delayMs`. */
export async function startFakeBackend(): Promise<FakeBackend> {
  const backend: FakeBackend = { origin: '', requests: [], delayMs: 0, close: () => Promise.resolve() };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    backend.requests.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers });
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, url: request.url }));
    }, backend.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return backend;
}

/** A GET with any headers, Host included (fetch does not let a caller set Host). */
export function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, origin), { headers }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
