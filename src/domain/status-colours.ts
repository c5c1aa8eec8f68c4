import type { OrderState } from './order-state';

/** SPEC 3 "Status bar colours: green, orange". */
export const STATUS_BAR_COLOURS = { green: '#2e7d32', orange: '#ed6c02' } as const;
export type StatusBarColour = keyof typeof STATUS_BAR_COLOURS;

// Decision: the spec names the two status colours without their use. They are the order-status colours that ask the
// customer to act: green when the order is ready to be picked up (come to the counter), orange while it waits for
// the customer's payment. The theme's `success` and `warning` palette colours are these two (lib/theme.ts), so every
// status bar, chip and banner of those states shows them; the other states keep their own (issue 27 item 7).
const BY_STATE: Partial<Record<OrderState, StatusBarColour>> = {
  ORDER_STATE_READY: 'green',
  ORDER_STATE_PENDING: 'orange',
};

/** The status colour of an order state, or null for a state without one. */
export function statusBarColour(state: OrderState): StatusBarColour | null {
  return BY_STATE[state] ?? null;
}
