// What the mock remembers between calls (Prism is stateless): per client, the cart last sent with
// POST /v1/orders/cart and the orders placed with POST /v1/orders or reserved with POST /v1/orders/preorder (pending
// until POST /v1/orders/start). Everything is kept in design time (the layer
// moves requests back before they get here and answers forward after), so stored values shift like Prism's own.
// Only requests Prism has already accepted reach this module; built answers reuse Prism's example as the frame.

import { shiftDateTime } from './time-shift.mjs';
import { lineSubtotal, orderLine, priceOrder } from './pricing.mjs';

/** Minutes from placing an order for "now" to its estimated ready time. */
export const READY_IN_MINUTES = 15;

export { lineSubtotal, orderLine } from './pricing.mjs';

/** The CartResponse for a CartRequest (same entries, names and subtotals from the mock data). */
export function cartResponse(catalogue, request) {
  return {
    restaurant_id: request.restaurant_id,
    items: (request.order_items ?? []).map((requested) => {
      const line = orderLine(catalogue, requested);
      const state = catalogue.items.get(requested.item_id)?.item_state;
      return {
        customize_id: requested.customize_id,
        detail: {
          quantity: line.quantity,
          item_id: line.item_id,
          version: line.version,
          name: line.name,
          subtotal_price: lineSubtotal(line),
          state:
            state === 'SoldOut' ? 'SOLD_OUT' : state === 'OnSale' || state === undefined ? 'ON_SALE' : 'UNAVAILABLE',
        },
      };
    }),
  };
}

const restaurantRef = (catalogue, id, fallback) => {
  const restaurant = catalogue.restaurants.get(id);
  return restaurant
    ? { id: restaurant.id, name: restaurant.name, name_languages: restaurant.name_languages }
    : { ...fallback, id };
};

/** Receive time fields: the chosen time, or for "now" the estimate READY_IN_MINUTES after `now` (design time). */
function receiveTimeOf(request, now) {
  if (request.receive_time) return { receive_time: request.receive_time, is_immediate_order: false };
  // Decision (mock): an order for "now" is ready READY_IN_MINUTES after it is placed, the estimate a real server
  // would give (the complete page shows "今すぐ(目安 22:15)").
  return { receive_time: shiftDateTime(now, READY_IN_MINUTES * 60_000), is_immediate_order: true };
}

/**
 * The OrderConfirmation for a confirm request: Prism's example as the frame (payment methods, onsite setting), with
 * this request's restaurant, serving type, receive time, lines and amounts. `customer` (the saved details that
 * prefill the form) only for a logged-in customer: a guest's contact fields start empty.
 */
export function confirmationAnswer(catalogue, example, request, { loggedIn, now }) {
  const priced = priceOrder(catalogue, request, { loggedIn });
  const answer = {
    ...example,
    restaurant: restaurantRef(catalogue, request.restaurant_id, example.restaurant),
    serving_type: request.serving_type ?? example.serving_type,
    ...receiveTimeOf(request, now),
    items: priced.items,
    option_items: priced.option_items,
    calculation: priced.calculation,
  };
  if (!loggedIn) delete answer.customer;
  return answer;
}

/**
 * The Order placed by a CreateOrderRequest: Prism's example order as the frame (channel, shapes), with what was sent
 * (restaurant, serving type, receive time, lines, payment method, seat, customer, note, idempotency key), the amounts
 * priced from the request (pricing.mjs), a new id, and the current design-time moment as created / updated time.
 */
export function placedOrder(catalogue, example, request, { orderId, orderNumber, createdAt, loggedIn = false }) {
  const priced = priceOrder(catalogue, request, { loggedIn });
  const order = {
    ...example,
    order_id: orderId,
    order_number: orderNumber,
    order_state: 'ORDER_STATE_REQUESTED',
    restaurant: restaurantRef(catalogue, request.restaurant_id, example.restaurant),
    serving_type: request.serving_type ?? example.serving_type,
    ...receiveTimeOf(request, createdAt),
    items: priced.items,
    option_items: priced.option_items,
    subtotal_price: priced.calculation.subtotal_price,
    discount_price: priced.calculation.discount_price,
    total_price: priced.calculation.total_price,
    tax_details: priced.calculation.tax_details,
    payment_method: request.payment_method ?? example.payment_method,
    created_at: createdAt,
    updated_at: createdAt,
  };
  // Nothing of the example's own order stays: optional fields only as this request has them.
  for (const name of ['coupon', 'customer', 'seat_no', 'note', 'idempotency_key', 'challenge_url']) delete order[name];
  if (priced.coupon) order.coupon = priced.coupon;
  if (request.customer) order.customer = request.customer;
  if (request.seat_no) order.seat_no = request.seat_no;
  if (request.note !== undefined) order.note = request.note;
  if (request.idempotency_key) order.idempotency_key = request.idempotency_key;
  return order;
}

/**
 * The PreorderResponse for a reserved order: the payment page of Prism's example (the wallet's stand-in), naming
 * this order and its own restaurant's complete page as the return address.
 */
export function preorderAnswer(example, order) {
  const answer = { ...example, order_id: order.order_id, order_state: order.order_state };
  if (typeof example.payment_url !== 'string') return answer;
  const page = new URL(example.payment_url, 'http://mock.local');
  if (page.searchParams.has('order_id')) page.searchParams.set('order_id', order.order_id);
  const back = page.searchParams.get('return_url');
  if (back !== null) {
    const target = new URL(back, 'http://mock.local');
    target.pathname = `/restaurants/${order.restaurant.id}/order/${order.order_id}/complete`;
    page.searchParams.set('return_url', `${target.pathname}${target.search}`);
  }
  const text = page.origin === 'http://mock.local' ? `${page.pathname}${page.search}` : page.href;
  answer.payment_url = text.split(example.order_id).join(order.order_id);
  return answer;
}

/** The order ids an answer names (an Order, a PreorderResponse, a list of orders). */
export function orderIdsIn(json) {
  const ids = [];
  if (typeof json?.order_id === 'string') ids.push(json.order_id);
  for (const order of Array.isArray(json?.orders) ? json.orders : []) {
    if (typeof order?.order_id === 'string') ids.push(order.order_id);
  }
  return ids;
}

/**
 * Per-client memory: the cart, the orders (newest first) also by idempotency key, and the ids of the demo's example
 * orders a scenario showed this client (so their detail opens; nobody else's).
 */
export function createState() {
  const clients = new Map();
  let sequence = 0;
  const client = (key) => {
    if (!clients.has(key)) clients.set(key, { cart: null, orders: [], byIdempotencyKey: new Map(), shown: new Set() });
    return clients.get(key);
  };
  return {
    cart: (key) => client(key).cart,
    setCart: (key, cart) => {
      client(key).cart = cart;
    },
    /**
     * This client's orders, newest first in the order they were placed. Decision: the real order of placing, also
     * when the mock time was changed in between (their created_at, in data time, may then say otherwise).
     */
    orders: (key) => [...client(key).orders],
    order: (key, orderId) => client(key).orders.find((order) => order.order_id === orderId) ?? null,
    /** Example orders a scenario (or an explicit Prefer) answered to this client. */
    show: (key, orderIds) => {
      for (const id of orderIds) client(key).shown.add(id);
    },
    shown: (key, orderId) => client(key).shown.has(orderId),
    /**
     * Idempotent: the same key returns the order placed first with it. `pending` (POST /v1/orders/preorder) keeps the
     * cart: the customer may come back from the payment page without paying.
     */
    placeOrder: (key, idempotencyKey, build, { pending = false } = {}) => {
      const memory = client(key);
      if (idempotencyKey && memory.byIdempotencyKey.has(idempotencyKey))
        return memory.byIdempotencyKey.get(idempotencyKey);
      sequence += 1;
      const order = build({
        orderId: `o-mock-${String(sequence).padStart(4, '0')}`,
        orderNumber: `M-${String(sequence).padStart(3, '0')}`,
      });
      memory.orders.unshift(order);
      if (idempotencyKey) memory.byIdempotencyKey.set(idempotencyKey, order);
      if (!pending) memory.cart = null;
      return order;
    },
    /** POST /v1/orders/start: a pending order becomes requested (an order already started is returned as it is). */
    startOrder: (key, orderId, updatedAt) => {
      const memory = client(key);
      const order = memory.orders.find((entry) => entry.order_id === orderId);
      if (!order) return null;
      if (order.order_state === 'ORDER_STATE_PENDING') {
        Object.assign(order, { order_state: 'ORDER_STATE_REQUESTED', updated_at: updatedAt });
        delete order.challenge_url;
        memory.cart = null;
      }
      return order;
    },
  };
}
