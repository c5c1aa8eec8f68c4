// The checkout through nginx when an instance dies mid-order: `POST /api/v1/orders` with an idempotency key; the
// replay backend forwards it to the mock (which places the order) and holds the answer, the instance that made the
// call is SIGKILLed meanwhile, and the client retries with the same key (nginx sends it to the survivor). The mock
// deduplicates by key per visitor (scripts/mock/state.mjs; the visitor is the `mock_session` cookie, also sent as
// `x-mock-session`), so exactly one order must exist afterwards (GET /v1/orders on the mock for that visitor).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../../lib/processes.mjs';
import { signal } from './instances.mjs';
import { ms, table } from './report.mjs';

/** The contract's create-order example (mocks/orders/create-request.json) for "now", with `key`. */
function orderBody(key) {
  const example = JSON.parse(readFileSync(`${root}mocks/orders/create-request.json`, 'utf8'));
  delete example.receive_time;
  return JSON.stringify({ ...example, idempotency_key: key });
}

async function post(url, headers, body) {
  const started = Date.now();
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    let orderId;
    try {
      orderId = JSON.parse(text).order_id;
    } catch {
      /* not JSON: nginx's error page */
    }
    return { status: response.status, orderId, ms: Date.now() - started };
  } catch (error) {
    return { status: `error (${error.cause?.code ?? error.name})`, ms: Date.now() - started };
  }
}

/**
 * `instances` (each with `replayPort`, the replay port it calls) behind `balancer`; `replay` the replay backend,
 * `mockOrigin` the mock layer. Resolves with { orders, attempts }.
 */
export async function checkoutWithKill({ balancer, instances, replay, mockOrigin, holdMs = 1000 }) {
  const session = `bench-load-${randomUUID()}`;
  const key = randomUUID();
  const headers = {
    'content-type': 'application/json',
    'x-api-key': 'bench-load',
    'x-platform-code': 'web',
    cookie: `mock_session=${session}`,
    'x-mock-session': session,
  };
  const url = `${balancer.origin}/api/v1/orders`;
  const body = orderBody(key);

  let told;
  const held = new Promise((resolve) => {
    told = resolve;
  });
  replay.hold('POST', '/v1/orders', holdMs, told);
  const first = post(url, headers, body);
  const call = await Promise.race([held, first.then(() => null), sleep(20_000).then(() => null)]);
  const victim = call && instances.find((instance) => instance.replayPort === call.port);
  if (victim) signal(victim, 'SIGKILL');
  const attempts = [{ attempt: 'tap', instance: victim?.label ?? 'not seen', ...(await first) }];
  replay.release();
  const retry = await post(url, headers, body);
  attempts.push({ attempt: 'retry, same key', instance: '(survivor)', ...retry });

  const list = await fetch(`${mockOrigin}/v1/orders`, {
    headers: {
      'x-api-key': 'bench-load',
      authorization: 'Bearer bench-load',
      'x-brand-id': 'demo',
      'x-platform-code': 'web',
      'x-mock-session': session,
    },
    signal: AbortSignal.timeout(10_000),
  });
  const listed = list.ok ? ((await list.json()).orders ?? []) : [];
  // The mock lists this visitor's placed orders (o-mock-…) before the example's own orders.
  const orders = listed.filter((order) => String(order.order_id).startsWith('o-mock-')).map((order) => order.order_id);

  table(
    `checkout through nginx: POST /api/v1/orders (key ${key.slice(0, 8)}…), answer held ${ms(holdMs)}, serving instance SIGKILLed`,
    [
      ['attempt', 16, 'l'],
      ['instance', 10, 'l'],
      ['status', 22, 'l'],
      ['order', 14, 'l'],
      ['time', 8],
    ],
    attempts.map((a) => [a.attempt, a.instance, a.status, a.orderId ?? '—', ms(a.ms)]),
  );
  if (call) console.log(`the tap's call reached the mock (its answer: ${call.status}) before its instance was killed`);
  console.log(
    `orders for this visitor on the mock afterwards (GET /v1/orders ${list.status}): ${orders.length} [${orders.join(', ')}]`,
  );
  return { orders, attempts, killed: Boolean(victim) };
}
