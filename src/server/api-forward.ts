import { REQUEST_TIMEOUT_MS } from '@/domain/constants';
import { apiKey } from '@/api/api-config';
import { backendOrigin } from './config';
import { logEvent, REQUEST_ID_HEADER } from './log';

/**
 * The browser's API calls (`/api/v1/...`, already checked against the contract and given the brand, the request id
 * and — in mock mode — the mock's headers by src/proxy.ts) go on to API_ORIGIN from here, so that each call is logged
 * with its status and duration under the request id, and is bounded: the spec's 60 s, or sooner when the customer
 * goes away. A backend that cannot be reached answers 502, one that takes too long 504, both as the JSON error shape
 * the app's error mapping reads.
 */
const DROPPED_REQUEST_HEADERS = [
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'expect',
  // The app keeps no session in cookies; the backend authenticates by bearer token.
  'cookie',
];
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
];

export interface ForwardOptions {
  origin?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export async function forwardApiCall(request: Request, options: ForwardOptions = {}): Promise<Response> {
  const { origin = backendOrigin(), timeoutMs = REQUEST_TIMEOUT_MS, fetchImpl = fetch, now = Date.now } = options;
  const url = new URL(request.url);
  const apiPath = url.pathname.replace(/^\/api(?=\/)/, '');
  const target = new URL(apiPath + url.search, origin);
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  // The deployment's key, whatever the caller sent (the browser has it too: it identifies the client, not a user).
  const key = apiKey();
  if (key) headers.set('x-api-key', key);
  const method = request.method.toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
  const started = now();
  const fields = { requestId: headers.get(REQUEST_ID_HEADER) ?? undefined, method, path: apiPath };
  try {
    const upstream = await fetchImpl(target, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    });
    const ms = now() - started;
    logEvent(upstream.status >= 500 ? 'warn' : 'info', 'api call', { ...fields, status: upstream.status, ms });
    const out = new Headers(upstream.headers);
    for (const name of DROPPED_RESPONSE_HEADERS) out.delete(name);
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const status = timedOut ? 504 : 502;
    const gone = request.signal.aborted;
    const reason = gone ? 'client gone' : timedOut ? 'timed out' : 'unreachable';
    // A customer who left (navigated, closed the tab) is no failure of ours: logged, not as an error.
    logEvent(gone ? 'info' : 'error', gone ? 'api call abandoned' : 'api call failed', {
      ...fields,
      status,
      ms: now() - started,
      reason,
    });
    return Response.json(
      { code: timedOut ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', message: `The API ${reason}` },
      { status, headers: { 'cache-control': 'no-store' } },
    );
  }
}
