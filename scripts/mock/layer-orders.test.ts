import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPrism, stopAll } from '../lib/processes.mjs';
import { startMockLayer } from './layer.mjs';
import { DESIGN_NOW } from './time-shift.mjs';

/**
 * The checkout on the mock (issue 30 items 2 and 3), against a real Prism from openapi.yaml with the mock layer in
 * front, its clock pinned at the data's moment: amounts priced from the request, what was sent echoed on the order,
 * each wallet's own payment page, guest vs logged-in, per-visitor state, the demo's example orders only on request.
 */
const mock = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../mocks/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const designed = mock('orders/calculate-request.json');

let layer: Server;
let origin = '';

beforeAll(async () => {
  const prismOrigin = await startPrism(await freePort());
  const started = await startMockLayer({ port: 0, prismOrigin, now: () => Date.parse(DESIGN_NOW) });
  layer = started.server;
  const address = layer.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => layer.close(resolve));
  await stopAll();
});

type Json = Record<string, unknown>;
interface CallOptions {
  body?: unknown;
  session?: string | null;
  token?: string;
  scenario?: string;
  prefer?: string;
}

async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-api-key': 'test',
    'x-brand-id': 'demo',
    'x-platform-code': 'web',
  };
  const cookies = [];
  if (options.session !== null) cookies.push(`mock_session=${options.session ?? 'default'}`);
  if (options.scenario) cookies.push(`mock_scenario=${options.scenario}`);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.prefer) headers.prefer = options.prefer;
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

const cola2 = { item_id: 'i-cola', version: 3, quantity: 2, customize_id: 'c-cola', menu_id: 'm-grand' };
const colaOnly = (extra: Json = {}): Json => ({
  restaurant_id: 'r1001',
  serving_type: 'SERVING_TYPE_TAKEOUT',
  order_items: [{ ...cola2, customize_items: [] }],
  option_items: [],
  ...extra,
});
const customer = { name: '佐藤 一郎', email: 'ichiro@example.com', phone_number: '09000000000' };
let keys = 0;
const placing = (calc: Json, extra: Json = {}): Json => {
  keys += 1;
  return {
    ...calc,
    idempotency_key: `key-${String(keys).padStart(8, '0')}`,
    customer,
    ...extra,
  };
};
const ids = (orders: unknown) => (orders as { order_id: string }[]).map((order) => order.order_id);

describe('amounts priced from the request', () => {
  it.each([
    ['コーラ ×2 takeout: ¥400, 8 % included', colaOnly(), 400, 400, 'EIGHT_PERCENT', 29],
    [
      'コーラ ×2 eat-in: ¥400, 10 % included',
      colaOnly({ serving_type: 'SERVING_TYPE_EAT_IN' }),
      400,
      400,
      'TEN_PERCENT',
      36,
    ],
    ['the designed cart with WELCOME100', designed, 1620, 1520, 'EIGHT_PERCENT', 112],
  ])('%s', async (_case, body, subtotal, total, rate, tax) => {
    const { status, json } = await call('POST', '/v1/orders/calculate', { body });
    expect(status).toBe(200);
    expect(json).toMatchObject({ subtotal_price: subtotal, total_price: total });
    expect(json.tax_details).toEqual([{ tax_rate: rate, taxable_amount: total, tax_amount: tax }]);
  });

  it('no coupon held: no discount and no coupon (a removed coupon leaves nothing behind)', async () => {
    const { json } = await call('POST', '/v1/orders/calculate', { body: colaOnly() });
    expect(json.discount_price).toBe(0);
    expect(json).not.toHaveProperty('coupon');
  });

  it('the confirmation lists the cart as sent (no example lines, no chopsticks)', async () => {
    const { json } = await call('POST', '/v1/orders/confirm', { body: colaOnly() });
    expect((json.items as Json[]).map((line) => [line.name, line.quantity])).toEqual([['コーラ', 2]]);
    expect(json.option_items).toEqual([]);
    expect(json.calculation).toMatchObject({ subtotal_price: 400, discount_price: 0, total_price: 400 });
    expect(json).toMatchObject({ is_immediate_order: true, receive_time: '2026-11-21T22:15:00+09:00' });
  });

  it.each([
    ['a guest: no customer (empty contact fields)', undefined, false],
    ['a logged-in customer: the saved details', 'member-token', true],
  ])('confirm for %s', async (_case, token, prefilled) => {
    const { json } = await call('POST', '/v1/orders/confirm', { body: colaOnly(), token });
    if (prefilled) expect(json.customer).toMatchObject({ name: '山田 花子' });
    else expect(json).not.toHaveProperty('customer');
  });

  it('the payment methods offered follow the serving type (eat-in: cash at the counter, no wallets)', async () => {
    const eatIn = await call('POST', '/v1/orders/confirm', {
      body: colaOnly({ serving_type: 'SERVING_TYPE_EAT_IN', seat_no: '12' }),
    });
    expect(eatIn.json.available_payment_methods).toEqual(
      mock('orders/confirmation-eat-in.json').available_payment_methods,
    );
    expect(eatIn.json).toMatchObject({ serving_type: 'SERVING_TYPE_EAT_IN', calculation: { total_price: 400 } });
    const takeout = await call('POST', '/v1/orders/confirm', { body: colaOnly() });
    expect(takeout.json.available_payment_methods).toContain('PAYMENT_METHOD_PAYPAY');
  });

  it('a scenario or an explicit Prefer still answers the example as it is', async () => {
    const forced = await call('POST', '/v1/orders/calculate', {
      body: colaOnly(),
      scenario: 'calculateOrder:200:withCoupon',
    });
    expect(forced.json).toEqual(mock('orders/calculation.json'));
    const preferred = await call('POST', '/v1/orders/confirm', { body: colaOnly(), prefer: 'example=takeout' });
    expect(preferred.json).toEqual(mock('orders/confirmation.json'));
  });
});

describe('the amount on the form is the amount placed, and the order carries what was sent', () => {
  it.each([
    ['card', 'PAYMENT_METHOD_CREDITCARD', { credit_card: { card_seq: '0' } }],
    ['cash', 'PAYMENT_METHOD_CASH', {}],
    ['onsite', 'PAYMENT_METHOD_ONSITE', {}],
  ])('%s: created with the calculated total', async (_case, paymentMethod, extra) => {
    const session = `form-${paymentMethod}`;
    const body = colaOnly({ coupon_code: 'WELCOME100', payment_method: paymentMethod });
    const calculated = await call('POST', '/v1/orders/calculate', { body, session });
    const placed = await call('POST', '/v1/orders', { body: placing(body, extra), session });
    expect(placed.status).toBe(200);
    expect(calculated.json.total_price).toBe(300);
    expect(placed.json).toMatchObject({
      total_price: calculated.json.total_price,
      subtotal_price: 400,
      discount_price: 100,
      tax_details: calculated.json.tax_details,
      payment_method: paymentMethod,
      coupon: { coupon_code: 'WELCOME100', discount_price: 100 },
    });
  });

  it('eat-in at a seat: seat, serving type, 10 %, receive time, idempotency key, customer and note echoed', async () => {
    const body = placing(colaOnly({ serving_type: 'SERVING_TYPE_EAT_IN', payment_method: 'PAYMENT_METHOD_CASH' }), {
      seat_no: '12',
      receive_time: '2026-11-21T23:30:00+09:00',
      note: 'よろしく',
    });
    const placed = await call('POST', '/v1/orders', { body, session: 'seat' });
    expect(placed.json).toMatchObject({
      serving_type: 'SERVING_TYPE_EAT_IN',
      seat_no: '12',
      receive_time: '2026-11-21T23:30:00+09:00',
      is_immediate_order: false,
      payment_method: 'PAYMENT_METHOD_CASH',
      idempotency_key: body.idempotency_key,
      customer,
      note: 'よろしく',
      tax_details: [{ tax_rate: 'TEN_PERCENT', taxable_amount: 400, tax_amount: 36 }],
    });
    expect(placed.json).not.toHaveProperty('coupon');
    // The app's lost-answer recovery finds it by its key among the orders in progress.
    const inProgress = await call('GET', '/v1/orders/in_progress?restaurantId=r1001', { session: 'seat' });
    const found = (inProgress.json.orders as Json[]).find((order) => order.idempotency_key === body.idempotency_key);
    expect(found?.order_id).toBe(placed.json.order_id);
  });

  it.each([
    ['PAYMENT_METHOD_D_PAY', 'd-pay', 'd払い'],
    ['PAYMENT_METHOD_PAYPAY', 'paypay', 'PayPay'],
    ['PAYMENT_METHOD_AU_PAY', 'au-pay', 'au PAY'],
    ['PAYMENT_METHOD_RAKUTEN_PAY', 'rakuten-pay', '楽天ペイ'],
  ])('%s: its own stand-in; preorder → start places the calculated total', async (method, slug) => {
    const session = `wallet-${slug}`;
    const body = placing({
      ...mock('orders/preorder-request.json'),
      payment_method: method,
      coupon_code: 'WELCOME100',
    });
    delete body.idempotency_key;
    Object.assign(body, { idempotency_key: `wallet-key-${slug}` });
    const calculated = await call('POST', '/v1/orders/calculate', {
      body: { ...body, idempotency_key: undefined, customer: undefined },
      session,
    });
    const reserved = await call('POST', '/v1/orders/preorder', { body, session });
    const id = String(reserved.json.order_id);
    const page = new URL(String(reserved.json.payment_url));
    expect(page.pathname).toBe(`/wallet/${slug}`);
    expect(page.searchParams.get('order_id')).toBe(id);
    expect(page.searchParams.get('return_url')).toBe(`/restaurants/r1002/order/${id}/complete?return=wallet`);
    const started = await call('POST', '/v1/orders/start', {
      body: { order_id: id, payment_request_id: reserved.json.payment_request_id },
      session,
    });
    expect(started.json).toMatchObject({
      order_id: id,
      order_state: 'ORDER_STATE_REQUESTED',
      payment_method: method,
      idempotency_key: `wallet-key-${slug}`,
      total_price: calculated.json.total_price,
      tax_details: calculated.json.tax_details,
    });
    // gyudon 8 %, beer 10 % for takeout; WELCOME100 shared among them
    expect(calculated.json.total_price).toBe(1310);
  });
});

describe('per-visitor state and the demo examples', () => {
  it('two visitors (sessions, else bearer tokens) never see each other’s cart or orders', async () => {
    const cart = { ...mock('cart/request.json') };
    await call('POST', '/v1/orders/cart', { body: cart, session: 'alice' });
    const placed = await call('POST', '/v1/orders', {
      body: placing(colaOnly({ payment_method: 'PAYMENT_METHOD_ONSITE' })),
      session: 'alice',
      token: 'alice-token',
    });
    const id = String(placed.json.order_id);
    expect((await call('GET', '/v1/orders/cart', { session: 'bob' })).json.items).toEqual([]);
    expect(ids((await call('GET', '/v1/orders', { session: 'bob', token: 'bob-token' })).json.orders)).toEqual([]);
    expect((await call('GET', `/v1/orders/${id}`, { session: 'bob' })).status).toBe(404);
    expect(
      ids((await call('GET', '/v1/orders/in_progress?restaurantId=r1001', { session: 'bob' })).json.orders),
    ).toEqual([]);
    expect((await call('GET', `/v1/orders/${id}`, { session: 'alice' })).json.order_id).toBe(id);

    // Without a mock session the bearer token tells visitors apart.
    const byToken = await call('POST', '/v1/orders', {
      body: placing(colaOnly({ payment_method: 'PAYMENT_METHOD_ONSITE' })),
      session: null,
      token: 'carol-token',
    });
    const mine = await call('GET', '/v1/orders', { session: null, token: 'carol-token' });
    expect(ids(mine.json.orders)).toEqual([byToken.json.order_id]);
    expect(ids((await call('GET', '/v1/orders', { session: null, token: 'dave-token' })).json.orders)).toEqual([]);
  });

  it('orders newest placed first, also when the mock time changed in between', async () => {
    const session = 'newest';
    const place = (moment: string) =>
      fetch(`${origin}/v1/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': 'test',
          'x-brand-id': 'demo',
          'x-platform-code': 'web',
          'x-mock-time': moment,
          cookie: `mock_session=${session}`,
        },
        body: JSON.stringify(placing(colaOnly({ payment_method: 'PAYMENT_METHOD_ONSITE' }))),
      }).then(async (response) => (await response.json()) as Json);
    const first = await place('lastOrder');
    const second = await place('now');
    const third = await place('now');
    const list = await call('GET', '/v1/orders?page.pageSize=10', { session, token: 't' });
    expect(ids(list.json.orders)).toEqual([third.order_id, second.order_id, first.order_id]);
    expect(list.json.next_page_token).toBe('');
  });

  it('no example order unasked: an empty history, no banner, example ids not found, nothing to start', async () => {
    const session = 'fresh';
    expect((await call('GET', '/v1/orders', { session, token: 't' })).json).toEqual({
      orders: [],
      next_page_token: '',
    });
    expect((await call('GET', '/v1/orders/in_progress?restaurantId=r1001', { session })).json).toEqual({
      orders: [],
    });
    expect((await call('GET', '/v1/orders/o-20261121-0003', { session })).status).toBe(404);
    const start = await call('POST', '/v1/orders/start', { body: { order_id: 'o-20261121-0008' }, session });
    expect(start.status).toBe(404);
  });

  it('a scenario shows the examples, and then their detail opens for that visitor only', async () => {
    const session = 'demo';
    const banner = await call('GET', '/v1/orders/in_progress?restaurantId=r1001', {
      session,
      scenario: 'getOrderInProgress:200:oneReady',
    });
    expect(ids(banner.json.orders)).toEqual(['o-20261121-0003']);
    const detail = await call('GET', '/v1/orders/o-20261121-0003', { session });
    expect(detail.json).toMatchObject({ order_id: 'o-20261121-0003', order_number: 'A-019' });
    expect((await call('GET', '/v1/orders/o-20261121-0003', { session: 'other' })).status).toBe(404);

    const history = await call('GET', '/v1/orders?page.pageSize=10', {
      session,
      token: 't',
      scenario: 'listOrders:200:history',
    });
    expect(history.json.next_page_token).toBe('page-2');
    const page2 = await call('GET', '/v1/orders?page.pageSize=10&page.pageToken=page-2', {
      session,
      token: 't',
      scenario: 'listOrders:200:history',
    });
    expect(ids(page2.json.orders)).toContain('o-20261115-0006');
    expect((await call('GET', '/v1/orders/o-20261115-0006', { session })).json.order_number).toBe('C-201');
  });

  it('an example order placed by an explicit Prefer can be opened and started afterwards', async () => {
    const session = 'three-d-secure';
    const body = placing(colaOnly({ payment_method: 'PAYMENT_METHOD_CREDITCARD_3D_SECURE' }), {
      credit_card: { card_seq: '0' },
    });
    const pending = await call('POST', '/v1/orders', {
      body,
      session,
      prefer: 'code=200, example=threeDSecureChallenge',
    });
    expect(pending.json.order_id).toBe('o-20261121-0009');
    expect((await call('GET', '/v1/orders/o-20261121-0009', { session })).status).toBe(200);
    const start = await call('POST', '/v1/orders/start', { body: { order_id: 'o-20261121-0009' }, session });
    expect(start.status).toBe(200);
  });
});
