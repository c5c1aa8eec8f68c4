import { describe, expect, it } from 'vitest';
import { STATUS_BAR_COLOURS } from './status-colours';

describe('SPEC §3 L191a "Status bar colours: green, orange"', () => {
  it('SPEC §3 L191a: the two colours are a green and an orange', () => {
    expect(Object.keys(STATUS_BAR_COLOURS)).toEqual(['green', 'orange']);
    expect(STATUS_BAR_COLOURS).toEqual({ green: '#2e7d32', orange: '#ed6c02' });
  });
});
