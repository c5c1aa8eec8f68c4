import { BRAND_TABLE } from '@/domain/brand-table';
import { backendOrigin, serverConfig } from './config';
import { logEvent } from './log';

/**
 * Readiness (issue 26): ready while the backend answers within 2 s — any answer below 500 counts (the probe asks for
 * a brand, and a backend that says "no such brand" is up) — and the process is not shutting down. One probe at a time,
 * its result kept for a few seconds, so a load balancer's probes never become a load on the backend.
 */
export const READY_TIMEOUT_MS = 2000;
export const READY_CACHE_MS = 5000;

/** Set by the standalone entry (scripts/build/server-entry.cjs) as soon as SIGTERM arrives. */
const DRAINING = Symbol.for('order-ahead.draining');

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessProbeOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  origin?: () => string;
  apiKey?: () => string | undefined;
}

export function createReadinessProbe({
  fetchImpl = fetch,
  now = Date.now,
  origin = backendOrigin,
  apiKey = () => serverConfig().API_KEY,
}: ReadinessProbeOptions = {}) {
  let last: { at: number; result: Readiness } | null = null;
  let pending: Promise<Readiness> | null = null;

  async function probe(): Promise<Readiness> {
    const brandId = BRAND_TABLE[0]?.brandId ?? 'demo';
    const started = now();
    try {
      const answer = await fetchImpl(new URL(`/v1/brands/${brandId}`, origin()), {
        headers: {
          accept: 'application/json',
          'x-api-key': apiKey() ?? '',
          'x-brand-id': brandId,
          'x-platform-code': 'web',
        },
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.status < 500) return { ready: true };
      return { ready: false, reason: `backend answered ${answer.status}` };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { ready: false, reason: timedOut ? `backend slower than ${READY_TIMEOUT_MS} ms` : 'backend unreachable' };
    } finally {
      if (now() - started > READY_TIMEOUT_MS) logEvent('warn', 'readiness probe slow', { ms: now() - started });
    }
  }

  return async function readiness(): Promise<Readiness> {
    if (isDraining()) return { ready: false, reason: 'shutting down' };
    if (last && now() - last.at < READY_CACHE_MS) return last.result;
    pending ??= probe().then((result) => {
      if (!result.ready && (!last || last.result.ready)) logEvent('warn', 'not ready', { reason: result.reason });
      last = { at: now(), result };
      pending = null;
      return result;
    });
    return pending;
  };
}
