// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryBatch, TelemetryEvent } from '@/domain/telemetry';
import type * as SendTelemetry from './send-telemetry';

const page = (path: string): TelemetryEvent => ({ type: 'page', kind: 'Other', path });
const UA = `Mozilla/5.0 ${'x'.repeat(100)}`;

let telemetry: typeof SendTelemetry;
let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let visibility: DocumentVisibilityState = 'visible';

const beaconBodies = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as TelemetryBatch);

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => UA });
  beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  telemetry = await import('./send-telemetry');
});

afterEach(() => {
  // Each test imports a fresh module, but the listeners of the earlier ones stay on the page: leave no event behind.
  telemetry.flushTelemetry();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('send-telemetry: batching', () => {
  it('sends nothing at once, then one beacon to /telemetry with every event after 5 s', () => {
    telemetry.reportEvent(page('/a'));
    telemetry.reportEvent({ type: 'vital', name: 'LCP', value: 1000, rating: 'good', id: 'v1' });
    vi.advanceTimersByTime(4999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/telemetry');
    expect(beaconBodies()).toEqual([
      {
        v: 1,
        events: [page('/a'), { type: 'vital', name: 'LCP', value: 1000, rating: 'good', id: 'v1' }],
        ua: [UA.slice(0, 90), UA.slice(90)],
      },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trims events before sending (no query string, text cut to its limit)', () => {
    telemetry.reportEvent(page('/orders?token=secret'));
    telemetry.reportEvent({ type: 'error', message: 'e'.repeat(1000) });
    telemetry.flushTelemetry();
    const [batch] = beaconBodies();
    expect(batch?.events).toEqual([page('/orders'), { type: 'error', message: 'e'.repeat(300) }]);
  });

  it('drops an event with an empty required text and keeps the rest of the batch', () => {
    telemetry.reportEvent({ type: 'error', message: '' });
    telemetry.reportEvent(page('/a'));
    telemetry.flushTelemetry();
    expect(beaconBodies().map((b) => b.events)).toEqual([[page('/a')]]);
  });

  it('flushes when the page is hidden, and on pagehide', () => {
    telemetry.reportEvent(page('/a'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beaconBodies().map((b) => b.events)).toEqual([[page('/a')]]);

    visibility = 'visible';
    telemetry.reportEvent(page('/b'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconBodies().map((b) => b.events)).toEqual([[page('/a')], [page('/b')]]);

    vi.advanceTimersByTime(10_000);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('sends at once an event reported while the page is hidden', () => {
    visibility = 'hidden';
    telemetry.reportEvent({ type: 'vital', name: 'CLS', value: 0.02, id: 'c1' });
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends at once when 20 events are waiting', () => {
    for (let i = 0; i < 20; i += 1) telemetry.reportEvent(page(`/p${i}`));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beaconBodies()[0]?.events).toHaveLength(20);
  });

  it('a visibility change to visible sends nothing', () => {
    telemetry.reportEvent(page('/a'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('does nothing without a window (server render)', () => {
    vi.stubGlobal('window', undefined);
    telemetry.reportEvent(page('/a'));
    vi.unstubAllGlobals();
    telemetry.flushTelemetry();
    vi.advanceTimersByTime(10_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('an empty queue sends nothing', () => {
    telemetry.flushTelemetry();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('send-telemetry: fallback to fetch with keepalive', () => {
  it.each([
    ['sendBeacon refuses the body', () => false],
    [
      'sendBeacon throws',
      () => {
        throw new TypeError('Illegal invocation');
      },
    ],
  ])('%s', (_name, impl) => {
    beacon.mockImplementation(impl);
    telemetry.reportEvent(page('/a'));
    telemetry.flushTelemetry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/telemetry');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(init?.body as string)).toEqual({
      v: 1,
      events: [page('/a')],
      ua: [UA.slice(0, 90), UA.slice(90)],
    });
  });

  it('without sendBeacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    telemetry.reportEvent(page('/a'));
    telemetry.flushTelemetry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never throws, even when fetch throws or rejects', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    telemetry.reportEvent(page('/a'));
    expect(() => telemetry.flushTelemetry()).not.toThrow();
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError('no fetch');
    });
    telemetry.reportEvent(page('/b'));
    expect(() => telemetry.flushTelemetry()).not.toThrow();
    await vi.runAllTimersAsync();
  });
});

describe('send-telemetry: the 8 KB body cap', () => {
  it('splits a queue too big for one body into several beacons under 8192 bytes', () => {
    for (let i = 0; i < 12; i += 1) telemetry.reportEvent({ type: 'error', message: `${i}${'店'.repeat(290)}` });
    telemetry.flushTelemetry();
    expect(beacon.mock.calls.length).toBeGreaterThan(1);
    for (const [, body] of beacon.mock.calls) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(8192);
    expect(beaconBodies().flatMap((b) => b.events)).toHaveLength(12);
  });
});
