import { describe, expect, it } from 'vitest';
import { clampQuantity, sumQuantities } from './quantity';

describe('quantity', () => {
  it.each([
    ['inside', 5, 1, 99, 5],
    ['below min', -3, 0, 99, 0],
    ['above max', 120, 1, 99, 99],
    ['fraction truncated', 2.9, 1, 99, 2],
    ['NaN gives min', Number.NaN, 1, 99, 1],
    ['Infinity gives min', Number.POSITIVE_INFINITY, 0, 99, 0],
  ])('clampQuantity: %s', (_name, q, min, max, expected) => {
    expect(clampQuantity(q, min, max)).toBe(expected);
  });

  it('sumQuantities treats a missing quantity as 0', () => {
    expect(sumQuantities([{ quantity: 2 }, {}, { quantity: 3 }])).toBe(5);
  });
});
