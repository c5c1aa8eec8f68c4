import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyStandalone,
  rawGet,
  runServer,
  startFakeBackend,
  startServer,
  type FakeBackend,
  type RunningServer,
} from './standalone-harness';

// Issue 26 "Done when": the standalone output, copied to a folder of its own and started as the image's CMD starts
// it, refuses to start without its configuration, serves the app with immutable static assets, answers the probes,
// serves no stand-in and no stub against a real backend, ignores an untrusted X-Forwarded-Host and drains on SIGTERM.
let copy: ReturnType<typeof copyStandalone>;
let backend: FakeBackend;

beforeAll(async () => {
  copy = copyStandalone();
  backend = await startFakeBackend();
});
afterAll(async () => {
  await backend.close();
  copy.remove();
});

const get = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers, redirect: 'manual' });

describe('configuration is checked at boot; a bad one stops the server before it serves anything', () => {
  it.each([
    [{}, ['API_ORIGIN is required']],
    [{ API_ORIGIN: 'ftp://api.example' }, ['API_ORIGIN must be an http(s) origin']],
    [
      { API_ORIGIN: 'not a url', TELEMETRY_SAMPLE_RATE: '2', CSP_MODE: 'sometimes' },
      ['API_ORIGIN must be', 'TELEMETRY_SAMPLE_RATE must be a number from 0 to 1', 'CSP_MODE must be'],
    ],
  ])('%j → exit 1 naming %j', async (env, messages) => {
    const server = await runServer(copy.dir, env);
    expect(await server.exited).toBe(1);
    for (const message of messages) expect(server.output()).toContain(message);
  });

  it('refuses a brand table file that is not valid (a host of the built-in table moved to another brand)', async () => {
    const file = join(copy.dir, 'brands.json');
    writeFileSync(file, JSON.stringify([{ domain: 'localhost', brandId: 'evil' }]));
    const server = await runServer(copy.dir, { API_ORIGIN: backend.origin, BRAND_TABLE_FILE: file });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('BRAND_TABLE_FILE domain localhost is listed twice or built in');
  });
});

describe('a production server (no MOCK_MODE) against a backend', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(copy.dir, { API_ORIGIN: backend.origin, API_KEY: 'key-from-the-environment' });
  });
  afterAll(() => server.stop());

  it('answers /healthz without asking the backend, and /readyz once the backend answers', async () => {
    const before = backend.requests.length;
    expect((await get(server, '/healthz')).status).toBe(200);
    expect(backend.requests.length).toBe(before);
    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(backend.requests.at(-1)?.url).toBe('/v1/brands/demo');
  });

  it('serves content-hashed static assets as immutable for a year', async () => {
    const chunk = readdirSync(join(copy.dir, '.next/static/chunks')).find((name) => name.endsWith('.js'));
    const answer = await get(server, `/_next/static/chunks/${chunk}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/mock-standin/sign-in',
    '/mock-standin/wallet/paypay',
    '/mock-standin/3ds/challenge',
    '/card-token-stub.js',
    '/mock-images/restaurants/r1001.webp',
  ])('serves no mock stand-in or stub: %s → 404', async (path) => {
    expect((await get(server, path)).status).toBe(404);
  });

  it("carries the page's stylesheets inside its HTML, each allowed by its hash and nothing looser (ADR 0028)", async () => {
    const answer = await get(server, '/');
    const styleSrc = /style-src [^;]*/.exec(answer.headers.get('content-security-policy') ?? '')?.[0] ?? '';
    const html = await answer.text();
    const inlined = [...html.matchAll(/<style[^>]*data-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(inlined.length).toBeGreaterThan(0);
    for (const css of inlined) {
      expect(styleSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(css ?? '')
          .digest('base64')}'`,
      );
    }
    expect(styleSrc).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  });

  it("hands the deployment's values to the browser at run time, and no mock", async () => {
    const html = await (await get(server, '/')).text();
    expect(html).toContain('key-from-the-environment');
    expect(html).not.toContain('card-token-stub');
    expect(html).toMatch(/\\?"mockMode\\?":false/);
  });

  it('chooses the brand by the Host header: an untrusted X-Forwarded-Host is ignored', async () => {
    const before = backend.requests.length;
    const spoofed = await rawGet(server.origin, '/api/v1/brands/demo', {
      host: 'evil.example',
      'x-forwarded-host': 'localhost',
    });
    expect(spoofed.status).toBe(404);
    expect(JSON.parse(spoofed.body)).toMatchObject({ code: 'UNKNOWN_HOST' });
    expect(backend.requests.length).toBe(before);

    await get(server, '/api/v1/brands/demo', { 'x-forwarded-host': 'sakura.order.example' });
    expect(backend.requests.at(-1)?.headers['x-brand-id']).toBe('demo');
  });

  it('forwards API calls with the request id and the API key, and logs each with status and duration', async () => {
    const answer = await get(server, '/api/v1/brands/demo', { 'x-request-id': 'spoofed-by-a-client-123' });
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const seen = backend.requests.at(-1)?.headers;
    expect(seen?.['x-request-id']).toBe(id);
    expect(seen?.['x-api-key']).toBe('key-from-the-environment');
    expect(seen?.cookie).toBeUndefined();
    await expect.poll(() => server.output()).toContain(`"msg":"api call","requestId":"${id}"`);
    const line =
      server
        .output()
        .split('\n')
        .find((text) => text.includes(`"requestId":"${id}"`)) ?? '{}';
    expect(JSON.parse(line)).toMatchObject({ level: 'info', method: 'GET', path: '/v1/brands/demo', status: 200 });
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  it("uses the proxy's X-Forwarded-Host and request id", async () => {
    const server = await startServer(copy.dir, { API_ORIGIN: backend.origin, TRUST_PROXY: '1' });
    try {
      const answer = await rawGet(server.origin, '/api/v1/brands/demo', {
        host: 'evil.example',
        'x-forwarded-host': 'localhost',
        'x-request-id': 'edge-request-0001',
      });
      expect(answer.status).toBe(200);
      expect(backend.requests.at(-1)?.headers['x-brand-id']).toBe('demo');
      expect(backend.requests.at(-1)?.headers['x-request-id']).toBe('edge-request-0001');
    } finally {
      await server.stop();
    }
  });
});

describe('SIGTERM', () => {
  it('turns /readyz to 503 at once, lets the request in flight finish, then exits 0', async () => {
    const server = await startServer(copy.dir, { API_ORIGIN: backend.origin, SHUTDOWN_DELAY_MS: '700' });
    backend.delayMs = 1500;
    try {
      const inFlight = get(server, '/api/v1/brands/demo');
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await get(server, '/readyz')).status).toBe(503);
      expect((await get(server, '/healthz')).status).toBe(200);
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ ok: true });
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"shutdown drained"');
      await expect(get(server, '/healthz')).rejects.toThrow();
    } finally {
      backend.delayMs = 0;
      await server.stop();
    }
  });

  it('waits for in-flight requests at most SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer(copy.dir, { API_ORIGIN: backend.origin, SHUTDOWN_TIMEOUT_MS: '500' });
    backend.delayMs = 10_000;
    try {
      const inFlight = get(server, '/api/v1/brands/demo').catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(server.output()).toContain('shutdown timed out');
      await inFlight;
    } finally {
      backend.delayMs = 0;
      await server.stop();
    }
  });
});

describe('mock mode is explicit', () => {
  it('serves the card-token stub only with MOCK_MODE=1', async () => {
    const server = await startServer(copy.dir, { API_ORIGIN: backend.origin, MOCK_MODE: '1' });
    try {
      expect((await get(server, '/card-token-stub.js')).status).toBe(200);
      const html = await (await get(server, '/')).text();
      expect(html).toMatch(/\\?"mockMode\\?":true/);
    } finally {
      await server.stop();
    }
  });
});
