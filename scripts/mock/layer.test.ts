import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockLayer } from './layer.mjs';
import { DESIGN_NOW } from './time-shift.mjs';

/**
 * The mock layer against a stand-in Prism that records what it receives and answers like Prism: 400 for a body
 * without restaurant_id, the named example for a `Prefer`, the static example otherwise. Clock pinned one day after
 * the design moment, so every answer moves by exactly 24 h.
 */
const DAY = 24 * 3_600_000;
const mock = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../mocks/${path}`, import.meta.url), 'utf8'));
const cartRequest = mock('cart/request.json') as Record<string, unknown>;
const orderExample = JSON.parse(
  readFileSync(new URL('../../mocks/orders/o-20261121-0001.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const seen: { method: string; url: string; prefer?: string; body: string }[] = [];
let prism: Server;
let layer: Server;
let origin = '';

const read = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

function prismAnswer(method: string, url: string, prefer: string | undefined, body: string): [number, unknown] {
  if (prefer?.includes('code=409')) return [409, { code: 'E100200006', message: 'item sold out' }];
  if (method === 'POST' && url !== '/v1/orders/start' && !body.includes('restaurant_id'))
    return [400, { code: 'E100100001', message: 'invalid' }];
  if (url === '/v1/orders/cart') {
    return [200, prefer === 'example=empty' ? mock('cart/response-empty.json') : mock('cart/response.json')];
  }
  if (url.startsWith('/v1/orders?') || url === '/v1/orders') {
    return method === 'POST' ? [200, orderExample] : [200, { orders: [orderExample], next_page_token: '' }];
  }
  if (url === '/v1/orders/preorder') return [200, mock('orders/preorder-d-pay.json')];
  if (url === '/v1/orders/start') return [200, orderExample];
  if (url.startsWith('/v1/orders/in_progress')) return [200, { orders: [] }];
  if (url.startsWith('/v1/orders/')) return prefer ? [404, { code: 'E100100002' }] : [200, orderExample];
  return [200, { begin_time: '2026-11-21T23:30:00+09:00', label: '23:30' }];
}

beforeAll(async () => {
  prism = createServer((request, response) => {
    void read(request).then((body) => {
      const prefer = request.headers.prefer as string | undefined;
      seen.push({ method: request.method ?? '', url: request.url ?? '', prefer, body });
      const [status, json] = prismAnswer(request.method ?? 'GET', request.url ?? '', prefer, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => prism.listen(0, '127.0.0.1', resolve));
  const address = prism.address();
  const prismOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const started = await startMockLayer({ port: 0, prismOrigin, now: () => Date.parse(DESIGN_NOW) + DAY });
  layer = started.server;
  const layerAddress = layer.address();
  origin = `http://127.0.0.1:${typeof layerAddress === 'object' && layerAddress ? layerAddress.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => layer.close(resolve));
  await new Promise((resolve) => prism.close(resolve));
});

const call = async (path: string, init: RequestInit & { session?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('cookie', `mock_session=${init.session ?? 'a'}`);
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('mock layer in front of Prism', () => {
  it('moves answers to the mock time and requests back to design time', async () => {
    const answer = await call('/v1/anything?receiveTime=2026-11-22T23:30:00%2B09:00');
    expect(answer.json).toEqual({ begin_time: '2026-11-22T23:30:00+09:00', label: '23:30' });
    expect(seen.at(-1)?.url).toBe('/v1/anything?receiveTime=2026-11-21T23%3A30%3A00%2B09%3A00');
  });

  it('x-mock-time picks another moment of the data', async () => {
    const answer = await call('/v1/anything', { headers: { 'x-mock-time': 'afterMidnight' } });
    // 00:15 of the data falls on the pinned now (11-22 22:00): +1 day −2 h 15 min.
    expect(answer.json.begin_time).toBe('2026-11-22T21:15:00+09:00');
  });

  it('returns the cart sent with POST /v1/orders/cart from GET /v1/orders/cart, per client', async () => {
    expect((await call('/v1/orders/cart', { session: 'cart' })).json.items).toEqual([]);
    const sent = {
      ...cartRequest,
      receive_time: '2026-11-22T23:30:00+09:00',
      order_items: [(cartRequest.order_items as unknown[])[1]],
    };
    const posted = await call('/v1/orders/cart', { method: 'POST', body: JSON.stringify(sent), session: 'cart' });
    expect((JSON.parse(seen.at(-1)?.body ?? '{}') as { receive_time?: string }).receive_time).toBe(
      '2026-11-21T23:30:00+09:00',
    );
    const expected = {
      restaurant_id: 'r1001',
      items: [
        {
          customize_id: 'c-1b2c3d4e',
          detail: { quantity: 2, item_id: 'i-cola', version: 3, name: 'コーラ', subtotal_price: 400, state: 'ON_SALE' },
        },
      ],
    };
    expect(posted.json).toEqual(expected);
    expect((await call('/v1/orders/cart', { session: 'cart' })).json).toEqual(expected);
    expect((await call('/v1/orders/cart', { session: 'someone-else' })).json.items).toEqual([]);
  });

  it('the available coupon list asked with couponCode answers only the coupons of those codes', async () => {
    const asked = await call('/v1/pricing/coupon/available?brandId=demo&couponCode=WELCOME100&couponCode=NOPE');
    expect((asked.json.coupons as { coupon_code: string }[]).map((coupon) => coupon.coupon_code)).toEqual([
      'WELCOME100',
    ]);
    const unknown = await call('/v1/pricing/coupon/available?brandId=demo&couponCode=c-welcome');
    expect(unknown.json.coupons).toEqual([]);
    const all = await call('/v1/pricing/coupon/available?brandId=demo');
    expect(all.json).toEqual({ begin_time: '2026-11-22T23:30:00+09:00', label: '23:30' });
  });

  it('prices the designed cart as the contract example does (¥1,220 + ¥400)', async () => {
    const posted = await call('/v1/orders/cart', {
      method: 'POST',
      body: JSON.stringify(cartRequest),
      session: 'priced',
    });
    expect(posted.json).toEqual(mock('cart/response.json'));
  });

  it('leaves Prism the judge: a request it rejects and a forced error pass through, nothing is stored', async () => {
    const rejected = await call('/v1/orders/cart', { method: 'POST', body: '{}', session: 'bad' });
    expect(rejected).toEqual({ status: 400, json: { code: 'E100100001', message: 'invalid' } });
    const forced = await call('/v1/orders/cart', {
      method: 'POST',
      body: JSON.stringify(cartRequest),
      headers: { prefer: 'code=409, example=itemSoldOut' },
      session: 'bad',
    });
    expect(forced.status).toBe(409);
    expect((await call('/v1/orders/cart', { session: 'bad' })).json.items).toEqual([]);
  });

  it('lists only the placed order (no example) and serves its detail; the same idempotency key places it once', async () => {
    const request = mock('orders/create-request.json') as Record<string, unknown>;
    const body = JSON.stringify({ ...request, receive_time: '2026-11-22T23:30:00+09:00' });
    const placed = await call('/v1/orders', { method: 'POST', body, session: 'orders' });
    const again = await call('/v1/orders', { method: 'POST', body, session: 'orders' });
    expect(again.json.order_id).toBe(placed.json.order_id);
    expect(placed.json).toMatchObject({
      order_state: 'ORDER_STATE_REQUESTED',
      receive_time: '2026-11-22T23:30:00+09:00',
      created_at: '2026-11-22T22:00:00+09:00',
      subtotal_price: 1620,
      total_price: 1520,
    });
    const list = await call('/v1/orders', { session: 'orders' });
    expect((list.json.orders as { order_id: string }[]).map((order) => order.order_id)).toEqual([placed.json.order_id]);
    const id = String(placed.json.order_id);
    // A stored order is served; anyone else asking for its id gets Prism's 404 (resourceNotFound).
    const detail = await call(`/v1/orders/${id}`, { session: 'orders' });
    expect(detail).toEqual({ status: 200, json: placed.json });
    expect(seen.at(-1)?.prefer).toBeUndefined();
    expect((await call(`/v1/orders/${id}`, { session: 'x' })).status).toBe(404);
    expect(seen.at(-1)?.prefer).toBe('code=404');
  });
});

describe('an order paid on a payment page (preorder → start)', () => {
  const inProgress = async (session: string) =>
    ((await call('/v1/orders/in_progress?restaurantId=r1002', { session })).json.orders as { order_id: string }[]).map(
      (order) => order.order_id,
    );

  it('reserves a pending order, names it on the payment page, starts it once paid; in progress only once started', async () => {
    const session = 'wallet';
    await call('/v1/orders/cart', { method: 'POST', body: JSON.stringify(cartRequest), session });
    const request = mock('orders/preorder-request.json') as Record<string, unknown>;
    const body = JSON.stringify({ ...request, receive_time: '2026-11-22T23:30:00+09:00' });
    const reserved = await call('/v1/orders/preorder', { method: 'POST', body, session });
    const id = String(reserved.json.order_id);
    expect(id).toMatch(/^o-mock-\d{4}$/);
    expect(reserved.json.order_state).toBe('ORDER_STATE_PENDING');
    expect(String(reserved.json.payment_url)).toContain(`order_id=${id}`);
    expect(String(reserved.json.payment_url)).toContain(encodeURIComponent(`/order/${id}/complete`));
    expect(String(reserved.json.payment_url)).not.toContain('o-20261121-0008');
    // The same idempotency key reserves it once; the cart stays until the payment succeeds.
    expect((await call('/v1/orders/preorder', { method: 'POST', body, session })).json.order_id).toBe(id);
    expect((await call('/v1/orders/cart', { session })).json.items).not.toEqual([]);
    expect((await call(`/v1/orders/${id}`, { session })).json).toMatchObject({
      order_id: id,
      order_state: 'ORDER_STATE_PENDING',
      receive_time: '2026-11-22T23:30:00+09:00',
    });
    expect(await inProgress(session)).toEqual([]);

    const start = JSON.stringify({ order_id: id, payment_request_id: reserved.json.payment_request_id });
    const started = await call('/v1/orders/start', { method: 'POST', body: start, session });
    expect(started.json).toMatchObject({ order_id: id, order_state: 'ORDER_STATE_REQUESTED' });
    expect((await call(`/v1/orders/${id}`, { session })).json.order_state).toBe('ORDER_STATE_REQUESTED');
    expect((await call('/v1/orders/start', { method: 'POST', body: start, session })).json.order_id).toBe(id);
    expect((await call('/v1/orders/cart', { session })).json.items).toEqual([]);
    expect(await inProgress(session)).toEqual([id]);
    expect(await inProgress('someone-else')).toEqual([]);
  });
});

describe('the order list pages', () => {
  it("a client's own orders are one page; the example history's second page only with its scenario", async () => {
    expect((await call('/v1/orders?page.pageSize=10', { session: 'pages' })).json.next_page_token).toBe('');
    expect(seen.at(-1)?.prefer).toBeUndefined();
    const past = await call('/v1/orders?page.pageSize=10&page.pageToken=page-2', { session: 'pages' });
    expect(past.json).toEqual({ orders: [], next_page_token: '' });
    const history = { cookie: 'mock_session=pages; mock_scenario=listOrders:200:history' };
    await fetch(`${origin}/v1/orders?page.pageSize=10`, { headers: history });
    expect(seen.at(-1)?.prefer).toBe('code=200, example=history');
    await fetch(`${origin}/v1/orders?page.pageSize=10&page.pageToken=page-2`, { headers: history });
    expect(seen.at(-1)?.prefer).toBe('code=200, example=historyPage2');
  });
});

describe('scenarios picked for one operation', () => {
  it('forces the named example on that operation only, over the stored state', async () => {
    const scenario = { cookie: 'mock_session=scenario; mock_scenario=updateCart:409:itemSoldOut' };
    const forced = await fetch(`${origin}/v1/orders/cart`, {
      method: 'POST',
      headers: { ...scenario, 'content-type': 'application/json' },
      body: JSON.stringify(cartRequest),
    });
    expect(forced.status).toBe(409);
    expect(seen.at(-1)?.prefer).toBe('code=409, example=itemSoldOut');
    await fetch(`${origin}/v1/orders/cart`, { headers: scenario });
    expect(seen.at(-1)?.prefer).toBe('example=empty');
  });
});
