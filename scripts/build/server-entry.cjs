// order-ahead standalone entry (copied to .next/standalone/server.js by scripts/build/standalone.mjs).
// Next's own entry (next-server.js) serves the app; this file adds the shutdown a container platform expects:
// on SIGTERM (or SIGINT) /readyz turns 503 at once, the server keeps serving for SHUTDOWN_DELAY_MS (so the load
// balancer stops routing new requests), then stops accepting, lets in-flight requests finish for at most
// SHUTDOWN_TIMEOUT_MS, and exits 0. Configuration is checked at boot by src/instrumentation.ts (src/server/config.ts),
// which also validates these two values; the defaults here are that schema's.
'use strict';

const http = require('node:http');

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
const DRAINING = Symbol.for('order-ahead.draining');
globalThis[DRAINING] = false;

// Next creates its server with http.createServer; keep a handle on it to close it here.
const servers = [];
const createServer = http.createServer;
http.createServer = function patchedCreateServer(...args) {
  const server = createServer.apply(this, args);
  servers.push(server);
  return server;
};

function millis(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= 0 ? number : fallback;
}

function log(level, msg, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  globalThis[DRAINING] = true;
  const delayMs = millis(process.env.SHUTDOWN_DELAY_MS, 0);
  const timeoutMs = millis(process.env.SHUTDOWN_TIMEOUT_MS, 15_000);
  log('info', 'shutdown started', { signal, delayMs, timeoutMs });
  setTimeout(() => {
    const started = Date.now();
    let open = servers.length;
    const done = (outcome) => {
      log(outcome === 'drained' ? 'info' : 'warn', `shutdown ${outcome}`, { ms: Date.now() - started });
      process.exit(0);
    };
    setTimeout(() => done('timed out: in-flight requests cut off'), timeoutMs).unref();
    if (open === 0) return done('drained');
    for (const server of servers) {
      server.close(() => {
        open -= 1;
        if (open === 0) done('drained');
      });
      // Idle keep-alive connections would hold close() open; busy ones end after their response.
      server.closeIdleConnections();
    }
  }, delayMs);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

require('./next-server.js');
