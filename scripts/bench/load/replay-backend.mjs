// The load benchmark's backend: a plain Node HTTP server in front of the embedded mock (startMock). The first call of
// each (method, path + query, brand, body hash) is forwarded to the mock and its answer (status, content-type, body)
// recorded; later calls are answered from memory after a set latency, so the mock's own cost is out of the figures.
// Writes (any method but GET / HEAD: POST /v1/orders above all) always go to the mock, whose state makes an order
// idempotent by its key. Faults are switched at run time (setFault, or GET /__fault?mode=…): `slow` (ms),
// `down` (listeners closed, open sockets destroyed: connections refused), `burst5xx` (503 for onMs out of everyMs),
// `ok`. It counts calls (total and per path) and the calls still waiting for their answer.
import { buffer as readBody } from 'node:stream/consumers';
import { createHash } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade'];

const MODES = ['ok', 'slow', 'down', 'burst5xx'];
const toMock = new Agent({ keepAlive: false });

function forward(origin, { method, url, headers, body }) {
  return new Promise((resolve, reject) => {
    const out = { ...headers };
    for (const name of HOP_BY_HOP) delete out[name];
    if (body.length > 0) out['content-length'] = String(body.length);
    const upstream = httpRequest(new URL(url, origin), { method, headers: out, agent: toMock }, async (response) => {
      try {
        const answer = await readBody(response);
        resolve({ status: response.statusCode ?? 502, contentType: response.headers['content-type'], body: answer });
      } catch (error) {
        reject(error);
      }
    });
    upstream.setTimeout(30_000, () => upstream.destroy(new Error('mock did not answer in 30 s')));
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * Creates the replay backend in front of `mockOrigin`; `latencyMs` is the normal answer time of a recorded call.
 * Listen with `addPort()` (one port per app instance, so a call tells which instance made it).
 */
export function createReplayBackend({ mockOrigin, latencyMs = 20 }) {
  const recorded = new Map();
  const pending = new Map();
  const servers = [];
  const sockets = new Set();
  const stats = { calls: 0, inFlight: 0, peakInFlight: 0, byPath: new Map() };
  let fault = { mode: 'ok', since: Date.now() };
  let hold = null;

  async function answerFor(key, request) {
    if (recorded.has(key)) return recorded.get(key);
    if (!pending.has(key)) {
      const call = forward(mockOrigin, request)
        .then((answer) => {
          if (answer.status < 500) recorded.set(key, answer);
          return answer;
        })
        .finally(() => pending.delete(key));
      pending.set(key, call);
    }
    return pending.get(key);
  }

  /** `GET /__fault?mode=slow&ms=2000` (or down, burst5xx&onMs=…&everyMs=…, ok) switches; any `/__…` shows the counts. */
  async function admin(outgoing, url) {
    const mode = url.pathname === '/__fault' ? (url.searchParams.get('mode') ?? 'ok') : null;
    const number = (name) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined);
    const options = { ms: number('ms'), onMs: number('onMs'), everyMs: number('everyMs') };
    const valid = mode === null || MODES.includes(mode);
    // `down` drops every open connection, this one too: answer first.
    if (valid && mode !== null && mode !== 'down') await setFault(mode, options);
    outgoing.writeHead(valid ? 200 : 400, { 'content-type': 'application/json', connection: 'close' });
    outgoing.end(
      JSON.stringify({ fault: valid ? { ...fault, mode: mode ?? fault.mode } : 'unknown mode', ...snapshot() }),
    );
    if (mode === 'down') outgoing.on('finish', () => setFault('down'));
  }

  async function handle(incoming, outgoing) {
    const url = new URL(incoming.url ?? '/', 'http://replay.local');
    if (url.pathname.startsWith('/__')) return admin(outgoing, url);
    stats.calls += 1;
    stats.byPath.set(url.pathname, (stats.byPath.get(url.pathname) ?? 0) + 1);
    stats.inFlight += 1;
    stats.peakInFlight = Math.max(stats.peakInFlight, stats.inFlight);
    let counted = true;
    const done = () => {
      if (counted) stats.inFlight -= 1;
      counted = false;
    };
    outgoing.on('close', done);
    outgoing.on('error', done);
    try {
      const method = (incoming.method ?? 'GET').toUpperCase();
      const body = await readBody(incoming);
      const request = { method, url: incoming.url ?? '/', headers: incoming.headers, body };
      const line = `${method} ${request.url}`;
      if (fault.mode === 'burst5xx' && (Date.now() - fault.since) % fault.everyMs < fault.onMs) {
        await sleep(latencyMs);
        return send(outgoing, { status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE"}' });
      }
      const delay = fault.mode === 'slow' ? fault.ms : latencyMs;
      if (method !== 'GET' && method !== 'HEAD') {
        const answer = await forward(mockOrigin, request);
        if (hold && hold.method === method && hold.path === url.pathname) {
          const { ms, onHold } = hold;
          onHold?.({ port: incoming.socket.localPort, status: answer.status });
          await sleep(ms);
        }
        return send(outgoing, answer);
      }
      const bodyHash = createHash('sha1').update(body).digest('hex');
      const key = `${line}|${incoming.headers['x-brand-id'] ?? ''}|${bodyHash}`;
      const fresh = !recorded.has(key);
      const answer = await answerFor(key, request);
      if (!fresh || fault.mode === 'slow') await sleep(delay);
      send(outgoing, answer);
    } catch (error) {
      send(outgoing, {
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'REPLAY', message: String(error) }),
      });
    }
  }

  function send(outgoing, { status, contentType, body }) {
    if (outgoing.destroyed || outgoing.headersSent) return;
    outgoing.writeHead(status, contentType ? { 'content-type': contentType } : {});
    outgoing.end(body);
  }

  function listen(port) {
    const server = createServer(handle);
    server.keepAliveTimeout = 0; // never close an idle keep-alive socket under the app's pooled client (layer.mjs)
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve({ server, port: server.address().port });
      });
    });
  }

  /** Listens on one more port (0: any free one); resolves with its origin. */
  async function addPort(port = 0) {
    const entry = await listen(port);
    servers.push(entry);
    return `http://127.0.0.1:${entry.port}`;
  }

  /** `ok` | `slow` ({ ms }) | `down` | `burst5xx` ({ onMs, everyMs }); resolves once the listeners follow. */
  async function setFault(mode, { ms = 2000, onMs = 1000, everyMs = 3000 } = {}) {
    if (!MODES.includes(mode)) throw new Error(`unknown fault mode: ${mode}`);
    const wasDown = fault.mode === 'down';
    fault = { mode, ms, onMs, everyMs, since: Date.now() };
    if (mode === 'down' && !wasDown) {
      for (const { server } of servers) server.close();
      for (const socket of sockets) socket.destroy();
    }
    if (mode !== 'down' && wasDown) {
      for (const entry of servers) entry.server = (await listen(entry.port)).server;
    }
  }

  function snapshot() {
    return {
      calls: stats.calls,
      inFlight: stats.inFlight,
      peakInFlight: stats.peakInFlight,
      byPath: Object.fromEntries(stats.byPath),
      recorded: recorded.size,
      recordedStatuses: [...recorded.values()].reduce(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      ),
    };
  }

  return {
    addPort,
    setFault,
    snapshot,
    /** Calls and in-flight peak counted from now on (the peak restarts at the current in-flight count). */
    resetPeak: () => {
      stats.peakInFlight = stats.inFlight;
    },
    /** Hold the answer of `method path` (after the mock answered) for `ms`; `onHold({ port })` is told at once. */
    hold: (method, path, ms, onHold) => {
      hold = { method, path, ms, onHold };
    },
    release: () => {
      hold = null;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(() => resolve()))));
    },
  };
}
