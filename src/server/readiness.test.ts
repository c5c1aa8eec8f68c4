import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from './log';
import { createReadinessProbe, isDraining, READY_CACHE_MS, READY_TIMEOUT_MS } from './readiness';

const ORIGIN = 'http://backend.test:8080';
const DRAINING = Symbol.for('order-ahead.draining');

let restoreSink: () => void;
beforeEach(() => {
  restoreSink = setLogSink(() => {});
});
afterEach(() => {
  restoreSink();
  delete (globalThis as Record<symbol, unknown>)[DRAINING];
});

/** A probe on a clock the test moves, with the given fetch. */
function probeWith(fetchImpl: typeof fetch) {
  const clock = { now: 10_000 };
  const fetchMock = vi.fn(fetchImpl);
  const readiness = createReadinessProbe({
    fetchImpl: fetchMock,
    now: () => clock.now,
    origin: () => ORIGIN,
    apiKey: () => 'server-key',
  });
  return { readiness, fetchMock, clock };
}

const answering = (status: number) => () => Promise.resolve(new Response(status === 204 ? null : '{}', { status }));

describe('createReadinessProbe', () => {
  it('has the spec numbers: a 2000 ms probe timeout, a 5000 ms result cache', () => {
    expect(READY_TIMEOUT_MS).toBe(2000);
    expect(READY_CACHE_MS).toBe(5000);
  });

  it.each([[200], [204], [404], [499]])('is ready when the backend answers %s (below 500)', async (status) => {
    const { readiness } = probeWith(answering(status));
    await expect(readiness()).resolves.toEqual({ ready: true });
  });

  it.each([[500], [502], [503]])('is not ready when the backend answers %s, naming the status', async (status) => {
    const { readiness } = probeWith(answering(status));
    await expect(readiness()).resolves.toEqual({ ready: false, reason: `backend answered ${status}` });
  });

  it('is not ready when the backend cannot be reached', async () => {
    const { readiness } = probeWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(readiness()).resolves.toEqual({ ready: false, reason: 'backend unreachable' });
  });

  it('is not ready when the backend is slower than READY_TIMEOUT_MS (2000 ms)', async () => {
    const { readiness } = probeWith(() =>
      Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    );
    const result = await readiness();
    expect(result.ready).toBe(false);
    expect(result.ready ? '' : result.reason).toContain('2000 ms');
  });

  it('asks ${origin}/v1/brands/demo with the brand, platform and API key headers', async () => {
    const { readiness, fetchMock } = probeWith(answering(200));
    await readiness();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url instanceof Request ? url.url : url?.toString()).toBe(`${ORIGIN}/v1/brands/demo`);
    const headers = new Headers(init?.headers);
    expect(headers.get('x-brand-id')).toBe('demo');
    expect(headers.get('x-platform-code')).toBe('web');
    expect(headers.get('x-api-key')).toBe('server-key');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reuses its result for READY_CACHE_MS (5000 ms) and probes again after', async () => {
    const { readiness, fetchMock, clock } = probeWith(answering(200));
    await readiness();
    clock.now += READY_CACHE_MS - 1;
    await expect(readiness()).resolves.toEqual({ ready: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await expect(readiness()).resolves.toEqual({ ready: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reuses a not-ready result too, and sees the backend come back after 5000 ms', async () => {
    const { readiness, fetchMock, clock } = probeWith(answering(200));
    fetchMock.mockImplementationOnce(answering(503));
    await expect(readiness()).resolves.toMatchObject({ ready: false });
    clock.now += 4_999;
    await expect(readiness()).resolves.toMatchObject({ ready: false });
    clock.now += 1;
    await expect(readiness()).resolves.toEqual({ ready: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one probe between concurrent calls', async () => {
    let answer!: (response: Response) => void;
    const { readiness, fetchMock } = probeWith(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const calls = [readiness(), readiness(), readiness()];
    answer(new Response('{}', { status: 200 }));
    await expect(Promise.all(calls)).resolves.toEqual([{ ready: true }, { ready: true }, { ready: true }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not ready while shutting down, without asking the backend', async () => {
    const { readiness, fetchMock } = probeWith(answering(200));
    (globalThis as Record<symbol, unknown>)[DRAINING] = true;
    expect(isDraining()).toBe(true);
    await expect(readiness()).resolves.toEqual({ ready: false, reason: 'shutting down' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not ready once shutting down even with a fresh ready result kept', async () => {
    const { readiness, fetchMock } = probeWith(answering(200));
    await expect(readiness()).resolves.toEqual({ ready: true });
    (globalThis as Record<symbol, unknown>)[DRAINING] = true;
    await expect(readiness()).resolves.toEqual({ ready: false, reason: 'shutting down' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
