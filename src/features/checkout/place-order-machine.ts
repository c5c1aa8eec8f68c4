/**
 * The place-order state machine (issue 28 item 4): idle → checking → creating → done (the complete page) or
 * redirecting (a payment or 3-D Secure page), or failed. A tap is taken only in idle or failed, so a second tap, an
 * Enter repeat or a click after leaving starts nothing: the machine is the one-order lock.
 */
export type PlaceState =
  | { status: 'idle' }
  /** The calculation and the confirmation of the body (reused from the form when unchanged), then the card token. */
  | { status: 'checking' }
  /** The create (or preorder) call is on its way with the intent's idempotency key. */
  | { status: 'creating' }
  /** The order is placed: the browser is on its way to the complete page. */
  | { status: 'done' }
  /** The browser is leaving for the payment or 3-D Secure page. */
  | { status: 'redirecting' }
  /** `lost`: the create answer never came and no order was found: a retry reuses the key (the button says so). */
  | { status: 'failed'; lost: boolean };

export type PlaceEvent =
  { type: 'tap' } | { type: 'checked' } | { type: 'placed' } | { type: 'leave' } | { type: 'fail'; lost?: boolean };

export const IDLE: PlaceState = { status: 'idle' };

/** The next state; an event that does not apply to the current state leaves it unchanged (the same object). */
export function placeOrderReducer(state: PlaceState, event: PlaceEvent): PlaceState {
  switch (event.type) {
    case 'tap':
      return state.status === 'idle' || state.status === 'failed' ? { status: 'checking' } : state;
    case 'checked':
      return state.status === 'checking' ? { status: 'creating' } : state;
    case 'placed':
      return state.status === 'checking' || state.status === 'creating' ? { status: 'done' } : state;
    case 'leave':
      return state.status === 'checking' || state.status === 'creating' ? { status: 'redirecting' } : state;
    case 'fail':
      return state.status === 'checking' || state.status === 'creating'
        ? { status: 'failed', lost: event.lost ?? false }
        : state;
  }
}

/** True while a tap cannot start an order (one is on its way, or the browser is leaving). */
export function isBusy(state: PlaceState): boolean {
  return state.status !== 'idle' && state.status !== 'failed';
}
