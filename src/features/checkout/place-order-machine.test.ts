import { describe, expect, it } from 'vitest';
import { IDLE, isBusy, placeOrderReducer, type PlaceEvent, type PlaceState } from './place-order-machine';

const checking: PlaceState = { status: 'checking' };
const creating: PlaceState = { status: 'creating' };
const done: PlaceState = { status: 'done' };
const redirecting: PlaceState = { status: 'redirecting' };
const lost: PlaceState = { status: 'failed', lost: true };
const refused: PlaceState = { status: 'failed', lost: false };

const tap: PlaceEvent = { type: 'tap' };
const checked: PlaceEvent = { type: 'checked' };
const placed: PlaceEvent = { type: 'placed' };
const leave: PlaceEvent = { type: 'leave' };

describe('place-order machine (issue 28 item 4)', () => {
  it.each<[string, PlaceState, PlaceEvent, PlaceState]>([
    ['a tap starts the checks', IDLE, tap, checking],
    ['a retry after a lost answer starts again', lost, tap, checking],
    ['a tap after a refusal starts again', refused, tap, checking],
    ['checked: the create call goes', checking, checked, creating],
    ['created: to the complete page', creating, placed, done],
    ['an order found by its key while checking is placed too', checking, placed, done],
    ['a payment page from the preorder', creating, leave, redirecting],
    ['a refusal while checking (card token, calculation)', checking, { type: 'fail' }, refused],
    ['a refusal of the create call', creating, { type: 'fail' }, refused],
    ['a lost create answer with no order found', creating, { type: 'fail', lost: true }, lost],
  ])('%s', (_title, from, event, to) => {
    expect(placeOrderReducer(from, event)).toEqual(to);
  });

  it.each<[string, PlaceState, PlaceEvent]>([
    ['a second tap while checking', checking, tap],
    ['a second tap while creating', creating, tap],
    ['a tap after the order is placed', done, tap],
    ['a tap while leaving for the payment page', redirecting, tap],
    ['a late failure after the order is placed', done, { type: 'fail', lost: true }],
    ['a late answer after leaving', redirecting, placed],
    ['checked without a tap', IDLE, checked],
    ['placed without a tap', IDLE, placed],
    ['a failure without a tap', IDLE, { type: 'fail' }],
  ])('ignored: %s (the same state object)', (_title, from, event) => {
    expect(placeOrderReducer(from, event)).toBe(from);
  });

  it.each<[PlaceState, boolean]>([
    [IDLE, false],
    [checking, true],
    [creating, true],
    [done, true],
    [redirecting, true],
    [lost, false],
    [refused, false],
  ])('busy in %o: %s', (state, busy) => {
    expect(isBusy(state)).toBe(busy);
  });
});
