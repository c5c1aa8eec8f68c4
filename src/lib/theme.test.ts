import { describe, expect, it } from 'vitest';
import { orderStateLook } from '@/domain/order-state';
import { STATUS_BAR_COLOURS } from '@/domain/status-colours';
import { appTheme } from './theme';

describe('the status colours in the theme (SPEC §3 L191a "Status bar colours: green, orange")', () => {
  it('SPEC §3 L191a: the palette’s success is the green and its warning the orange', () => {
    expect(appTheme().palette.success.main).toBe(STATUS_BAR_COLOURS.green);
    expect(appTheme().palette.warning.main).toBe(STATUS_BAR_COLOURS.orange);
  });

  it('SPEC §3 L191a: a ready order is shown in the green, one waiting for payment in the orange', () => {
    expect(orderStateLook('ORDER_STATE_READY').tone).toBe('success');
    expect(orderStateLook('ORDER_STATE_PENDING').tone).toBe('warning');
    const others = [
      'ORDER_STATE_REQUESTED',
      'ORDER_STATE_PREPARED',
      'ORDER_STATE_DELIVERED',
      'ORDER_STATE_CANCELED',
    ] as const;
    for (const state of others) expect(['success', 'warning']).not.toContain(orderStateLook(state).tone);
  });
});
