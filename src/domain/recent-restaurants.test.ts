import { describe, expect, it } from 'vitest';
import { recordRecentRestaurant, RECENT_RESTAURANTS_MAX } from './recent-restaurants';

describe('reaching order complete records the restaurant in recentlyOrderedRestaurants (SPEC 3 storage) (SPEC §3 L194i)', () => {
  it.each([
    [null, [{ id: 'r1' }]],
    ['garbage', [{ id: 'r1' }]],
    [
      [{ id: 'r2' }, 5, null, { id: 7 }],
      [{ id: 'r1' }, { id: 'r2' }],
    ],
    [
      [{ id: 'r2' }, { id: 'r1', name: 'old' }],
      [{ id: 'r1' }, { id: 'r2' }],
    ],
  ])('%j → %j', (stored, out) => {
    expect(recordRecentRestaurant(stored, { id: 'r1' })).toEqual(out);
  });
  it(`keeps at most ${RECENT_RESTAURANTS_MAX}`, () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: `r${i + 2}` }));
    const out = recordRecentRestaurant(many, { id: 'r1' });
    expect(out).toHaveLength(RECENT_RESTAURANTS_MAX);
    expect(out[0]).toEqual({ id: 'r1' });
  });
});
