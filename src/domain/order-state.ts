import type { OrderState } from '@/api/generated/models';

/** The order states as the API sends them (SPEC 3 "Order state (prefix ORDER_STATE_)"): the contract's type. */
export type { OrderState };

/**
 * Order state (SPEC 3 "Order state (prefix ORDER_STATE_): PENDING, REQUESTED, PREPARED, READY, DELIVERED, CANCELED").
 * SPEC 4 does not show the allowed transitions; the progress shown to the customer is this list's order.
 */
export const ORDER_PROGRESS: readonly OrderState[] = [
  'ORDER_STATE_PENDING',
  'ORDER_STATE_REQUESTED',
  'ORDER_STATE_PREPARED',
  'ORDER_STATE_READY',
  'ORDER_STATE_DELIVERED',
];

// Decision: the final states are DELIVERED (handed over) and CANCELED: nothing happens to an order after them, so
// the detail and order-complete pages stop refreshing there; every other state may still change.
export const FINAL_ORDER_STATES: readonly OrderState[] = ['ORDER_STATE_DELIVERED', 'ORDER_STATE_CANCELED'];

// Decision: a non-final order is asked for again every 15 seconds (the spec names no interval): quick enough to see
// "ready" while walking to the counter, far below the server's load from the menus.
export const ORDER_REFRESH_MS = 15_000;

export const isFinalOrderState = (state: OrderState): boolean => FINAL_ORDER_STATES.includes(state);

/** React Query's refetchInterval for an order: ORDER_REFRESH_MS while it is not final (or not known yet), else off. */
export function orderRefreshInterval(state: OrderState | undefined): number | false {
  if (state === undefined) return false;
  return isFinalOrderState(state) ? false : ORDER_REFRESH_MS;
}

/** A state's colour family (MUI palette names; `default` is the neutral grey). */
export type OrderStateTone = 'warning' | 'info' | 'secondary' | 'success' | 'default' | 'error';

/** A state's icon, by meaning; the screens map it to an icon component. */
export type OrderStateIcon = 'payment' | 'received' | 'cooking' | 'ready' | 'handedOver' | 'canceled';

export interface OrderStateLook {
  tone: OrderStateTone;
  icon: OrderStateIcon;
}

// Decision (issue 27 item 7): every state has its own colour and icon, so that no two states look alike and "ready"
// (green, a check) stands out from "received" (blue): waiting for payment amber, received blue, being prepared the
// secondary colour, ready green, handed over grey (nothing more to do), canceled red. The spec names its two status
// colours (SPEC 3 "green, orange", domain/status-colours.ts) without their use: they are the two states that ask the
// customer to act, ready (come to the counter) and waiting for payment; the theme's success and warning are those two.
const LOOKS: Readonly<Record<OrderState, OrderStateLook>> = {
  ORDER_STATE_PENDING: { tone: 'warning', icon: 'payment' },
  ORDER_STATE_REQUESTED: { tone: 'info', icon: 'received' },
  ORDER_STATE_PREPARED: { tone: 'secondary', icon: 'cooking' },
  ORDER_STATE_READY: { tone: 'success', icon: 'ready' },
  ORDER_STATE_DELIVERED: { tone: 'default', icon: 'handedOver' },
  ORDER_STATE_CANCELED: { tone: 'error', icon: 'canceled' },
};

/** The colour and icon of a state (chips, banners). */
export function orderStateLook(state: OrderState): OrderStateLook {
  return LOOKS[state];
}

// Decision: payment at the restaurant (SPEC 3 PAYMENT_METHOD_ONSITE, PAYMENT_METHOD_CASH) is settled at the counter,
// so such an order never waits for payment: its progress has no PENDING step.
const PAID_AT_RESTAURANT: readonly string[] = ['PAYMENT_METHOD_ONSITE', 'PAYMENT_METHOD_CASH'];

/** The steps shown for an order paid with `method`: all five, or without PENDING when it is paid at the restaurant. */
export function progressStepsFor(method: string | undefined): readonly OrderState[] {
  if (method !== undefined && PAID_AT_RESTAURANT.includes(method)) {
    return ORDER_PROGRESS.filter((state) => state !== 'ORDER_STATE_PENDING');
  }
  return ORDER_PROGRESS;
}

export type StepStatus = 'done' | 'current' | 'upcoming';

export interface OrderProgress {
  /** The steps of the payment method (PENDING → DELIVERED, see progressStepsFor), each done, current or upcoming. */
  steps: ReadonlyArray<{ state: OrderState; status: StepStatus }>;
  /** CANCELED: shown apart from the steps (no step is current). */
  canceled: boolean;
}

/**
 * The progress shown for a state and payment method: steps before it done, it current, after it upcoming; CANCELED
 * has no current step. A state that is not among the method's steps (PENDING of a pay-at-restaurant order, which
 * should not happen) marks no step current.
 */
export function orderProgress(state: OrderState, method?: string): OrderProgress {
  const steps = progressStepsFor(method);
  const at = steps.indexOf(state);
  return {
    steps: steps.map((step, index) => ({
      state: step,
      status: at < 0 ? 'upcoming' : index < at ? 'done' : index === at ? 'current' : 'upcoming',
    })),
    canceled: state === 'ORDER_STATE_CANCELED',
  };
}

interface OrderLike {
  orderId: string;
  orderState: OrderState;
  restaurant: { id: string };
  createdAt: string;
}

/** Newest first by placing time (ISO date-times with offsets compare by instant); equal times keep their order. */
export function newestFirst<T extends { createdAt: string }>(orders: readonly T[]): T[] {
  const at = (order: T) => Date.parse(order.createdAt);
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => at(b.order) - at(a.order) || a.index - b.index)
    .map(({ order }) => order);
}

/**
 * The customer's orders in progress at a restaurant (SPEC 7 GET /v1/orders/in_progress): only that restaurant's,
 * only those not final, newest first, each order once (pages may overlap).
 */
export function ordersInProgressAt<T extends OrderLike>(orders: readonly T[], restaurantId: string): T[] {
  const seen = new Set<string>();
  return newestFirst(
    orders.filter((order) => {
      if (order.restaurant.id !== restaurantId || isFinalOrderState(order.orderState)) return false;
      if (seen.has(order.orderId)) return false;
      seen.add(order.orderId);
      return true;
    }),
  );
}

/** The order list after "show more": earlier pages first, an order repeated by a later page dropped. */
export function mergeOrderPages<T extends { orderId: string }>(pages: ReadonlyArray<readonly T[]>): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((order) => {
    if (seen.has(order.orderId)) return false;
    seen.add(order.orderId);
    return true;
  });
}

// Decision: an order id is 1–64 letters, digits, '-' or '_' (the server's ids look like o-20261121-0001); anything
// else is a malformed address and shows the not-found page without asking the server.
const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const isOrderIdShape = (id: string): boolean => ORDER_ID.test(id);

/** The item summary of a list row: the first `max` lines (name and quantity) and how many more lines there are. */
export function lineSummary<T extends { quantity: number }>(
  lines: readonly T[],
  max = 2,
): { shown: readonly T[]; more: number } {
  return { shown: lines.slice(0, max), more: Math.max(0, lines.length - max) };
}
