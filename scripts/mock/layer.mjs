// The mock layer: a thin plain-Node HTTP server in front of Prism (`npm run dev`, `npm run mock`, the e2e runner and
// the app benchmarks start it where they used to start Prism alone; API_ORIGIN points at it). It adds two things
// Prism does not do, and leaves every judgement to Prism:
// - time: answers are moved to the mock time (time-shift.mjs), requests are moved back first; the answers that depend
//   on the hour (menus, receive times, open now) are computed for it (schedule.mjs);
// - state: the cart sent with POST /v1/orders/cart comes back from GET /v1/orders/cart, an order placed with
//   POST /v1/orders (or reserved with POST /v1/orders/preorder and started with POST /v1/orders/start) appears in
//   GET /v1/orders, GET /v1/orders/{id} and, while in progress, GET /v1/orders/in_progress (state.mjs) — per client,
//   and only the client's own orders;
// - amounts: calculate, confirm, cart, create and preorder are priced from the request (pricing.mjs).
// Every request is forwarded to Prism, which validates it (a bad one gets Prism's 400 / 401 as always) and answers
// with its example; a computed or stored answer replaces that example only in a 200 answer with no scenario
// (`Prefer`) asked for. Nothing here exists against a real backend: the layer is only started together with Prism.
import { buffer as readBody } from 'node:stream/consumers';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { loadCatalogue } from './catalogue.mjs';
import { loadOperations, operationFor, scenarioPrefer } from './operations.mjs';
import { cartResponse, confirmationAnswer, createState, orderIdsIn, placedOrder, preorderAnswer } from './state.mjs';
import { priceOrder } from './pricing.mjs';
import { createDMiniMock } from './dmini.mjs';
import { mockExampleForPath } from './example-routing.mjs';
import { clockFrom, designNowFor, shiftDateTimes, shiftDelta, shiftQuery } from './time-shift.mjs';
import { scheduledAnswer } from './schedule.mjs';

/** Cookie / header names shared with the app (src/features/dev-kit) and the e2e fixtures. */
export const MOCK_TIME_COOKIE = 'mock_time';
export const MOCK_TIME_HEADER = 'x-mock-time';
export const MOCK_SESSION_COOKIE = 'mock_session';
export const MOCK_SESSION_HEADER = 'x-mock-session';
export const MOCK_SCENARIO_COOKIE = 'mock_scenario';
export const MOCK_SCENARIO_HEADER = 'x-mock-scenario';
/** A per-request clock (ISO date-time with offset) in place of the layer's own: the e2e walk through the hours. */
export const MOCK_CLOCK_COOKIE = 'mock_clock';
export const MOCK_CLOCK_HEADER = 'x-mock-clock';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'accept-encoding',
  'upgrade',
];

function cookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function parseJson(buffer) {
  if (buffer.length === 0) return undefined;
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

// A fresh connection to Prism per request: a pooled socket that Prism closed while idle would fail the next request
// with ECONNRESET (seen as "socket hang up" on a loaded machine). Local and cheap.
const toPrism = new Agent({ keepAlive: false });

function forward(prism, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(new URL(path, prism), { method, headers, agent: toPrism }, async (response) => {
      try {
        resolve({ status: response.statusCode ?? 502, headers: response.headers, body: await readBody(response) });
      } catch (error) {
        reject(error);
      }
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * The request handler. `now()` is the real clock unless the runner pins one (MOCK_NOW, the e2e suites);
 * `defaultMoment` is the mock time used when a request names none (MOCK_TIME).
 */
/** Order states shown as in progress (GET /v1/orders/in_progress): placed, not yet delivered or canceled. */
const IN_PROGRESS = new Set(['ORDER_STATE_REQUESTED', 'ORDER_STATE_PREPARED', 'ORDER_STATE_READY']);

/** next_page_token of the listOrders example `history` (mocks/orders/list.json). */
const LIST_PAGE_2_TOKEN = 'page-2';

/** The preorder example (the wallet's stand-in payment page) of each payment method (mocks/orders/preorder-*.json). */
const WALLET_EXAMPLES = {
  PAYMENT_METHOD_D_PAY: 'dPay',
  PAYMENT_METHOD_PAYPAY: 'payPay',
  PAYMENT_METHOD_AU_PAY: 'auPay',
  PAYMENT_METHOD_RAKUTEN_PAY: 'rakutenPay',
};

export function createMockLayer({ prismOrigin, now = () => Date.now(), defaultMoment = 'now' }) {
  const catalogue = loadCatalogue();
  const state = createState();
  const operations = loadOperations();
  const dmini = createDMiniMock();

  return async function handle(incoming, outgoing) {
    try {
      const url = new URL(incoming.url ?? '/', 'http://mock.local');
      const cookies = incoming.headers.cookie;
      const moment = incoming.headers[MOCK_TIME_HEADER] ?? cookie(cookies, MOCK_TIME_COOKIE) ?? defaultMoment;
      const nowMs = clockFrom(incoming.headers[MOCK_CLOCK_HEADER] ?? cookie(cookies, MOCK_CLOCK_COOKIE)) ?? now();
      const delta = shiftDelta(nowMs, String(moment));
      // Whose cart / orders: the mock session (the e2e fixtures give each test its own), else the bearer token.
      const session = incoming.headers[MOCK_SESSION_HEADER] ?? cookie(cookies, MOCK_SESSION_COOKIE);
      const client = `${incoming.headers['x-brand-id'] ?? ''}|${session ?? incoming.headers.authorization ?? 'guest'}`;

      const headers = { ...incoming.headers };
      for (const name of [
        ...HOP_BY_HOP,
        MOCK_TIME_HEADER,
        MOCK_SESSION_HEADER,
        MOCK_SCENARIO_HEADER,
        MOCK_CLOCK_HEADER,
      ])
        delete headers[name];
      let prefer = typeof headers.prefer === 'string' ? headers.prefer : null;

      const raw = await readBody(incoming);
      const requestJson = parseJson(raw);
      const body = requestJson === undefined ? raw : Buffer.from(JSON.stringify(shiftDateTimes(requestJson, -delta)));
      const designRequest = requestJson === undefined ? undefined : shiftDateTimes(requestJson, -delta);

      const method = (incoming.method ?? 'GET').toUpperCase();
      const path = url.pathname;
      // A scenario picked for one operation (the dev kit's panel, `?mock=` links) wins over any other Prefer.
      const scenario = incoming.headers[MOCK_SCENARIO_HEADER] ?? cookie(cookies, MOCK_SCENARIO_COOKIE);
      const forced = scenarioPrefer(String(scenario ?? ''), operationFor(operations, method, path));
      if (forced) {
        prefer = forced;
        headers.prefer = forced;
      }
      const orderId =
        method === 'GET' ? /^\/v1\/orders\/(?!cart$|in_progress$|calculate$)([^/]+)$/.exec(path)?.[1] : undefined;
      const storedOrder = orderId ? state.order(client, decodeURIComponent(orderId)) : null;
      // The example of the id in the path (example-routing.mjs), unless one was asked for; an order only the mock
      // knows has none at Prism: the stored one is served. Orders are personal: one of the demo's example orders
      // only for a client a scenario showed it to (state.show below), anyone else's order id is not found.
      if (prefer === null && !storedOrder) {
        const routed = mockExampleForPath(method, path);
        if (routed && orderId && !state.shown(client, decodeURIComponent(orderId))) headers.prefer = 'code=404';
        else if (routed) headers.prefer = routed;
      }
      if (method === 'POST' && path === '/v1/orders/start' && prefer === null) {
        const startId = designRequest?.order_id;
        if (typeof startId === 'string' && !state.order(client, startId) && !state.shown(client, startId))
          headers.prefer = 'code=404';
      }
      if (method === 'GET' && path === '/v1/orders/cart' && prefer === null && !state.cart(client)) {
        headers.prefer = 'example=empty';
      }
      // The example history's pages (asked for by a scenario): its first page's token names the second page.
      if (method === 'GET' && path === '/v1/orders' && prefer !== null && /example=history\b/.test(prefer)) {
        if (url.searchParams.get('page.pageToken') === LIST_PAGE_2_TOKEN)
          headers.prefer = prefer.replace(/example=history\b/, 'example=historyPage2');
      }
      // Each wallet its own stand-in payment page (the d払い mini app's: dmini.mjs).
      if (method === 'POST' && path === '/v1/orders/preorder' && prefer === null) {
        const wallet = WALLET_EXAMPLES[requestJson?.payment_method];
        if (wallet) headers.prefer = `example=${wallet}`;
      }
      // An eat-in order form offers the eat-in example's payment methods (cash at the counter among them).
      if (method === 'POST' && path === '/v1/orders/confirm' && prefer === null) {
        if (requestJson?.serving_type === 'SERVING_TYPE_EAT_IN') headers.prefer = 'example=eatIn';
      }
      if (prefer === null) {
        const example = dmini.exampleFor({ method, path, headers, requestJson });
        if (example) headers.prefer = example;
      }
      const dminiKey = `${incoming.headers['x-brand-id'] ?? ''}|${session ?? 'shared'}`;
      if (body.length > 0) headers['content-length'] = String(body.length);

      const answer = await forward(prismOrigin, {
        method,
        path: `${path}${dmini.prismQuery(path, shiftQuery(url.search, -delta))}`,
        headers,
        body,
      });
      let json = parseJson(answer.body);

      // The demo's example orders a scenario (or an explicit Prefer) answered: this client may open them.
      if (answer.status === 200 && prefer !== null && json !== undefined) state.show(client, orderIdsIn(json));
      if (answer.status === 200 && prefer === null && json !== undefined) {
        const loggedIn = typeof incoming.headers.authorization === 'string';
        json = remember({ method, path, url, client, json, designRequest, storedOrder, nowMs, delta, loggedIn });
        json = dmini.answer({ method, path, url, key: dminiKey, json, requestJson });
        json = scheduledAnswer({ method, path, url, json, nowMs, delta });
      }

      const responseHeaders = { ...answer.headers };
      for (const name of [...HOP_BY_HOP, 'content-encoding']) delete responseHeaders[name];
      const out = json === undefined ? answer.body : Buffer.from(JSON.stringify(shiftDateTimes(json, delta)));
      responseHeaders['content-length'] = String(out.length);
      outgoing.writeHead(answer.status, responseHeaders);
      outgoing.end(out);
    } catch (error) {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ code: 'MOCK_LAYER', message: String(error?.message ?? error) }));
    }
  };

  /**
   * Store what a flow sends and put it in place of Prism's static example (design-time values throughout): amounts
   * priced from the request (pricing.mjs), this client's own cart and orders only (the demo's example orders only
   * when a scenario asks for them: then this function is not called).
   */
  function remember({ method, path, url, client, json, designRequest, storedOrder, nowMs, delta, loggedIn }) {
    if (path === '/v1/orders/calculate' && method === 'POST' && designRequest) {
      return priceOrder(catalogue, designRequest, { loggedIn }).calculation;
    }
    if (path === '/v1/orders/confirm' && method === 'POST' && designRequest) {
      return confirmationAnswer(catalogue, json, designRequest, { loggedIn, now: designNowFor(nowMs, delta) });
    }
    if (path === '/v1/orders/cart' && method === 'POST' && designRequest) {
      const cart = cartResponse(catalogue, designRequest);
      state.setCart(client, cart);
      return cart;
    }
    if (path === '/v1/orders/cart' && method === 'GET') return state.cart(client) ?? json;
    // Decision: the available list asked with couponCode ("check several codes") answers only the coupons of those
    // codes the mock knows (mocks/coupons/pricing-*.json), in every state; without couponCode it is Prism's example.
    if (path === '/v1/pricing/coupon/available' && method === 'GET') {
      const codes = url.searchParams.getAll('couponCode');
      if (codes.length === 0) return json;
      return { ...json, coupons: codes.flatMap((code) => catalogue.pricingCoupons.get(code) ?? []) };
    }
    if (path === '/v1/orders' && method === 'POST' && designRequest) {
      return state.placeOrder(client, designRequest.idempotency_key, (ids) =>
        placedOrder(catalogue, json, designRequest, { ...ids, loggedIn, createdAt: designNowFor(nowMs, delta) }),
      );
    }
    if (path === '/v1/orders/preorder' && method === 'POST' && designRequest) {
      const order = state.placeOrder(
        client,
        designRequest.idempotency_key,
        (ids) => ({
          ...placedOrder(catalogue, catalogue.walletOrder, designRequest, {
            ...ids,
            loggedIn,
            createdAt: designNowFor(nowMs, delta),
          }),
          order_state: 'ORDER_STATE_PENDING',
        }),
        { pending: true },
      );
      // The example's payment page names the example's order (in its query and return address): name this one.
      return preorderAnswer(json, order);
    }
    if (path === '/v1/orders/start' && method === 'POST' && designRequest?.order_id) {
      return state.startOrder(client, designRequest.order_id, designNowFor(nowMs, delta)) ?? json;
    }
    if (path === '/v1/orders/in_progress' && method === 'GET') {
      const restaurantId = url.searchParams.get('restaurantId');
      const mine = state
        .orders(client)
        .filter((order) => order.restaurant.id === restaurantId && IN_PROGRESS.has(order.order_state));
      return { ...json, orders: mine };
    }
    if (path === '/v1/orders' && method === 'GET') {
      // Decision: a client's own orders fit on one page (no next page); any page token asks past the end.
      if (url.searchParams.get('page.pageToken')) return { ...json, orders: [], next_page_token: '' };
      const restaurantId = url.searchParams.get('restaurantId');
      const mine = state.orders(client).filter((order) => !restaurantId || order.restaurant.id === restaurantId);
      return { ...json, orders: mine, next_page_token: '' };
    }
    if (storedOrder) return storedOrder;
    return json;
  }
}

/** Start the layer on 127.0.0.1:`port` in front of `prismOrigin`; resolves with its origin. */
export function startMockLayer({ port, prismOrigin, now, defaultMoment }) {
  const server = createServer(createMockLayer({ prismOrigin, now, defaultMoment }));
  // Decision: the layer never closes an idle keep-alive connection itself (0 = no timeout). Next's /api proxy reuses
  // pooled sockets; a server-side idle close racing a reuse failed a request with "socket hang up" (ECONNRESET) in
  // CI. The client closes its sockets when it is done; `server.close()` drops the idle ones.
  server.keepAliveTimeout = 0;
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${port}`, server }));
  });
}
