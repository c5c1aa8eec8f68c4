import { describe, expect, it } from 'vitest';
import {
  isFinalOrderState,
  isOrderIdShape,
  lineSummary,
  mergeOrderPages,
  newestFirst,
  ORDER_PROGRESS,
  ORDER_REFRESH_MS,
  orderProgress,
  orderRefreshInterval,
  type OrderState,
  orderStateLook,
  progressStepsFor,
  ordersInProgressAt,
} from './order-state';

describe('order state (SPEC 3 "PENDING, REQUESTED, PREPARED, READY, DELIVERED, CANCELED") (SPEC §3 L173)', () => {
  it('the progress runs PENDING → REQUESTED → PREPARED → READY → DELIVERED', () => {
    expect(ORDER_PROGRESS.map((s) => s.replace('ORDER_STATE_', ''))).toEqual([
      'PENDING',
      'REQUESTED',
      'PREPARED',
      'READY',
      'DELIVERED',
    ]);
  });

  it.each<[OrderState, boolean]>([
    ['ORDER_STATE_PENDING', false],
    ['ORDER_STATE_REQUESTED', false],
    ['ORDER_STATE_PREPARED', false],
    ['ORDER_STATE_READY', false],
    ['ORDER_STATE_DELIVERED', true],
    ['ORDER_STATE_CANCELED', true],
  ])('"is final": %s → %s', (state, final) => {
    expect(isFinalOrderState(state)).toBe(final);
  });

  it.each<[OrderState | undefined, number | false]>([
    ['ORDER_STATE_PENDING', ORDER_REFRESH_MS],
    ['ORDER_STATE_READY', ORDER_REFRESH_MS],
    ['ORDER_STATE_DELIVERED', false],
    ['ORDER_STATE_CANCELED', false],
    [undefined, false],
  ])('"while not final it refreshes itself", "stopped at a final state": %s → %s', (state, interval) => {
    expect(orderRefreshInterval(state)).toBe(interval);
  });

  it('refreshes every 15 seconds', () => {
    expect(ORDER_REFRESH_MS).toBe(15_000);
  });

  it.each<[OrderState, string, boolean]>([
    ['ORDER_STATE_PENDING', 'current upcoming upcoming upcoming upcoming', false],
    ['ORDER_STATE_REQUESTED', 'done current upcoming upcoming upcoming', false],
    ['ORDER_STATE_PREPARED', 'done done current upcoming upcoming', false],
    ['ORDER_STATE_READY', 'done done done current upcoming', false],
    ['ORDER_STATE_DELIVERED', 'done done done done current', false],
    ['ORDER_STATE_CANCELED', 'upcoming upcoming upcoming upcoming upcoming', true],
  ])('"a clear progress": %s → %s, "CANCELED shown distinctly" %s', (state, statuses, canceled) => {
    const progress = orderProgress(state);
    expect(progress.steps.map((s) => s.status).join(' ')).toBe(statuses);
    expect(progress.canceled).toBe(canceled);
  });
});

describe('order state look and steps (issue 27 item 7 "each state its own colour, icon and word")', () => {
  it.each<[OrderState, string, string]>([
    ['ORDER_STATE_PENDING', 'warning', 'payment'],
    ['ORDER_STATE_REQUESTED', 'info', 'received'],
    ['ORDER_STATE_PREPARED', 'secondary', 'cooking'],
    ['ORDER_STATE_READY', 'success', 'ready'],
    ['ORDER_STATE_DELIVERED', 'default', 'handedOver'],
    ['ORDER_STATE_CANCELED', 'error', 'canceled'],
  ])('%s → tone %s, icon %s', (state, tone, icon) => {
    expect(orderStateLook(state)).toEqual({ tone, icon });
  });

  it('no two states share a colour or an icon', () => {
    const states: OrderState[] = [...ORDER_PROGRESS, 'ORDER_STATE_CANCELED'];
    expect(new Set(states.map((s) => orderStateLook(s).tone)).size).toBe(6);
    expect(new Set(states.map((s) => orderStateLook(s).icon)).size).toBe(6);
  });

  it.each<[string | undefined, string]>([
    ['PAYMENT_METHOD_ONSITE', 'REQUESTED PREPARED READY DELIVERED'],
    ['PAYMENT_METHOD_CASH', 'REQUESTED PREPARED READY DELIVERED'],
    ['PAYMENT_METHOD_CREDITCARD', 'PENDING REQUESTED PREPARED READY DELIVERED'],
    ['PAYMENT_METHOD_PAYPAY', 'PENDING REQUESTED PREPARED READY DELIVERED'],
    [undefined, 'PENDING REQUESTED PREPARED READY DELIVERED'],
  ])('"pay-at-store ones have no payment-waiting step": %s → %s', (method, steps) => {
    expect(
      progressStepsFor(method)
        .map((s) => s.replace('ORDER_STATE_', ''))
        .join(' '),
    ).toBe(steps);
  });

  it.each<[OrderState, string, string]>([
    [
      'ORDER_STATE_REQUESTED',
      'PAYMENT_METHOD_ONSITE',
      'REQUESTED:current PREPARED:upcoming READY:upcoming DELIVERED:upcoming',
    ],
    ['ORDER_STATE_READY', 'PAYMENT_METHOD_CASH', 'REQUESTED:done PREPARED:done READY:current DELIVERED:upcoming'],
    [
      'ORDER_STATE_PENDING',
      'PAYMENT_METHOD_ONSITE',
      'REQUESTED:upcoming PREPARED:upcoming READY:upcoming DELIVERED:upcoming',
    ],
    [
      'ORDER_STATE_REQUESTED',
      'PAYMENT_METHOD_CREDITCARD',
      'PENDING:done REQUESTED:current PREPARED:upcoming READY:upcoming DELIVERED:upcoming',
    ],
  ])('the progress of %s paid with %s: %s', (state, method, expected) => {
    expect(
      orderProgress(state, method)
        .steps.map((s) => `${s.state.replace('ORDER_STATE_', '')}:${s.status}`)
        .join(' '),
    ).toBe(expected);
  });
});

const order = (orderId: string, restaurantId: string, orderState: OrderState, createdAt: string) => ({
  orderId,
  orderState,
  restaurant: { id: restaurantId },
  createdAt,
});

describe('orders in progress at that restaurant (SPEC 7 GET /v1/orders/in_progress)', () => {
  it.each([
    [
      'only that restaurant',
      [
        order('a', 'r1', 'ORDER_STATE_READY', '2026-11-21T21:00:00+09:00'),
        order('b', 'r2', 'ORDER_STATE_READY', '2026-11-21T21:00:00+09:00'),
      ],
      ['a'],
    ],
    [
      'no final order (DELIVERED, CANCELED)',
      [
        order('a', 'r1', 'ORDER_STATE_DELIVERED', '2026-11-21T21:00:00+09:00'),
        order('b', 'r1', 'ORDER_STATE_CANCELED', '2026-11-21T21:00:00+09:00'),
        order('c', 'r1', 'ORDER_STATE_PENDING', '2026-11-21T21:00:00+09:00'),
      ],
      ['c'],
    ],
    [
      'newest first',
      [
        order('a', 'r1', 'ORDER_STATE_READY', '2026-11-21T20:00:00+09:00'),
        order('b', 'r1', 'ORDER_STATE_REQUESTED', '2026-11-21T12:30:00Z'),
      ],
      ['b', 'a'],
    ],
    [
      'each order once',
      [
        order('a', 'r1', 'ORDER_STATE_READY', '2026-11-21T20:00:00+09:00'),
        order('a', 'r1', 'ORDER_STATE_READY', '2026-11-21T20:00:00+09:00'),
      ],
      ['a'],
    ],
    ['none', [], []],
  ])('%s', (_name, orders, ids) => {
    expect(ordersInProgressAt(orders, 'r1').map((o) => o.orderId)).toEqual(ids);
  });
});

describe('order list "newest first", "show more" (page.pageSize, page.pageToken)', () => {
  it.each([
    [
      'later instant first, offsets compared as instants',
      ['2026-11-21T10:00:00+09:00', '2026-11-21T02:00:00Z', '2026-11-15T12:25:00+09:00'],
      [1, 0, 2],
    ],
    ['equal times keep their order', ['2026-11-21T10:00:00+09:00', '2026-11-21T10:00:00+09:00'], [0, 1]],
  ])('%s', (_name, times, order) => {
    const list = times.map((createdAt, index) => ({ createdAt, index }));
    expect(newestFirst(list).map((o) => o.index)).toEqual(order);
  });

  it.each([
    ['pages in order', [[{ orderId: 'a' }, { orderId: 'b' }], [{ orderId: 'c' }]], ['a', 'b', 'c']],
    ['an order repeated by a later page once', [[{ orderId: 'a' }], [{ orderId: 'a' }, { orderId: 'b' }]], ['a', 'b']],
    ['no page', [], []],
  ])('%s', (_name, pages, ids) => {
    expect(mergeOrderPages(pages).map((o) => o.orderId)).toEqual(ids);
  });

  it.each([
    [[1, 2, 3, 4], 2, 2],
    [[1, 2], 0, 2],
    [[], 0, 2],
  ])('item summary of %j: %i more beyond the first %i', (quantities, more, max) => {
    const summary = lineSummary(
      quantities.map((quantity) => ({ quantity })),
      max,
    );
    expect(summary.more).toBe(more);
    expect(summary.shown).toHaveLength(Math.min(max, quantities.length));
  });
});

describe('"a malformed id gives the not-found error page"', () => {
  it.each([
    ['o-20261121-0001', true],
    ['o-mock-0001', true],
    ['A_1', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['-leading-dash', false],
    ['<script>', false],
    ['a/b', false],
    ['注文', false],
    ['a b', false],
  ])('%s → %s', (id, ok) => {
    expect(isOrderIdShape(id)).toBe(ok);
  });
});
