// What the mock remembers between calls (Prism is stateless): per client, the cart last sent with
// POST /v1/orders/cart and the orders placed with POST /v1/orders or reserved with POST /v1/orders/preorder (pending
// until POST /v1/orders/start). Everything is kept in design time (the layer
// moves requests back before they get here and answers forward after), so stored values shift like Prism's own.
// Only requests Prism has already accepted reach this module; built answers reuse Prism's example as the frame.

import { shiftDateTime } from './time-shift.mjs';

/** Minutes from placing an order for "now" to its estimated ready time. */
export const READY_IN_MINUTES = 15;

const unitPrice = (entry) => entry.discounted_price ?? entry.price ?? 0;

function customizationLines(catalogueItem, lines = []) {
  return lines.map((line) => {
    const known = catalogueItem?.customizations.get(`${line.customize_group_id}/${line.item_id}`);
    return {
      item_id: line.item_id,
      version: line.version,
      customize_group_id: line.customize_group_id,
      quantity: line.quantity,
      price: known ? unitPrice(known) : 0,
      name: known?.name ?? line.item_id,
      name_languages: known?.name_languages ?? [],
      ...(known?.image_url ? { image_url: known.image_url } : {}),
      customize_items: customizationLines(catalogueItem, line.customize_items),
    };
  });
}

const customizationTotal = (lines) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity + customizationTotal(line.customize_items), 0);

/** One order line (name, prices, customizations) from a requested cart entry. */
export function orderLine(catalogue, requested) {
  const item = catalogue.items.get(requested.item_id);
  const customize_items = customizationLines(item, requested.customize_items);
  return {
    item_id: requested.item_id,
    version: requested.version,
    quantity: requested.quantity,
    price: item?.price ?? 0,
    ...(item?.discounted_price !== undefined ? { discounted_price: item.discounted_price } : {}),
    name: item?.name ?? requested.item_id,
    name_languages: item?.name_languages ?? [],
    ...(item?.image_url ? { image_url: item.image_url } : {}),
    customize_items,
  };
}

/** Line subtotal: (unit price + customizations) × quantity. */
export function lineSubtotal(line) {
  return (unitPrice(line) + customizationTotal(line.customize_items)) * line.quantity;
}

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

/**
 * The Order placed by a CreateOrderRequest: Prism's example order as the frame (payment, tax, coupon shapes), with
 * this request's restaurant, serving type, receive time, lines, customer and note, a new id, and the current
 * design-time moment as created / updated time.
 */
export function placedOrder(catalogue, example, request, { orderId, orderNumber, createdAt }) {
  const items = (request.order_items ?? []).map((requested) => orderLine(catalogue, requested));
  const option_items = (request.option_items ?? []).map((requested) => {
    const known = catalogue.options.get(requested.item_id);
    return {
      item_id: requested.item_id,
      version: requested.version,
      quantity: requested.quantity,
      price: known?.price ?? 0,
      name: known?.name ?? requested.item_id,
      name_languages: known?.name_languages ?? [],
      customize_items: [],
    };
  });
  const subtotal = [...items, ...option_items].reduce((sum, line) => sum + lineSubtotal(line), 0);
  const discount = request.coupon_code && example.coupon ? example.coupon.discount_price : 0;
  const total = Math.max(0, subtotal - discount);
  const restaurant = catalogue.restaurants.get(request.restaurant_id);
  const order = {
    ...example,
    order_id: orderId,
    order_number: orderNumber,
    order_state: 'ORDER_STATE_REQUESTED',
    restaurant: restaurant
      ? { id: restaurant.id, name: restaurant.name, name_languages: restaurant.name_languages }
      : { ...example.restaurant, id: request.restaurant_id },
    serving_type: request.serving_type ?? example.serving_type,
    items,
    option_items,
    subtotal_price: subtotal,
    discount_price: discount,
    total_price: total,
    tax_details: [{ tax_rate: 'EIGHT_PERCENT', taxable_amount: total, tax_amount: Math.floor((total * 8) / 108) }],
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (request.receive_time) {
    order.receive_time = request.receive_time;
    order.is_immediate_order = false;
  } else {
    // Decision (mock): an order for "now" is ready READY_IN_MINUTES after it is placed, the estimate a real server
    // would give (the complete page shows "今すぐ(目安 22:15)").
    order.receive_time = shiftDateTime(createdAt, READY_IN_MINUTES * 60_000);
    order.is_immediate_order = true;
  }
  if (request.payment_method) order.payment_method = request.payment_method;
  if (request.customer) order.customer = request.customer;
  if (request.note !== undefined) order.note = request.note;
  else delete order.note;
  if (!request.coupon_code) delete order.coupon;
  return order;
}

/** Per-client memory: carts and orders (newest first), orders also by idempotency key. */
export function createState() {
  const clients = new Map();
  let sequence = 0;
  const client = (key) => {
    if (!clients.has(key)) clients.set(key, { cart: null, orders: [], byIdempotencyKey: new Map() });
    return clients.get(key);
  };
  return {
    cart: (key) => client(key).cart,
    setCart: (key, cart) => {
      client(key).cart = cart;
    },
    orders: (key) => client(key).orders,
    order: (key, orderId) => client(key).orders.find((order) => order.order_id === orderId) ?? null,
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
