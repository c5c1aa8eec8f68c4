import { describe, expect, it } from 'vitest';
import type { OrderState } from './order-state';
import { STATUS_BAR_COLOURS, statusBarColour } from './status-colours';

describe('SPEC §3 L191a "Status bar colours: green, orange"', () => {
  it('SPEC §3 L191a: the two colours are a green and an orange', () => {
    expect(Object.keys(STATUS_BAR_COLOURS)).toEqual(['green', 'orange']);
    expect(STATUS_BAR_COLOURS).toEqual({ green: '#2e7d32', orange: '#ed6c02' });
  });

  it.each<[OrderState, 'green' | 'orange' | null]>([
    ['ORDER_STATE_READY', 'green'],
    ['ORDER_STATE_PENDING', 'orange'],
    ['ORDER_STATE_REQUESTED', null],
    ['ORDER_STATE_PREPARED', null],
    ['ORDER_STATE_DELIVERED', null],
    ['ORDER_STATE_CANCELED', null],
  ])('SPEC §3 L191a: decision: %s → %s', (state, colour) => {
    expect(statusBarColour(state)).toBe(colour);
  });
});
