import { describe, expect, it } from 'vitest';
import { isListedItem, itemBadge, itemTags, menuSummariesFor } from './menu-catalog';

const list = {
  isMenuViewOnly: false,
  eatInMenuSummaries: ['eat'],
  takeoutMenuSummaries: ['take'],
  menuSummaries: ['all'],
};

describe('menu list: summaries per serving type, all menus when view-only', () => {
  it.each([
    ['takeout', list, 'takeout', false, ['take']],
    ['eat-in', list, 'eat_in', false, ['eat']],
    ['view-only flag stored', list, 'takeout', true, ['all']],
    ['view-only response', { ...list, isMenuViewOnly: true }, 'eat_in', false, ['all']],
    ['missing lists give nothing', {}, 'takeout', false, []],
    ['missing eat-in list', { takeoutMenuSummaries: ['t'] }, 'eat_in', false, []],
    ['missing all-menus list in view-only', { isMenuViewOnly: true }, 'takeout', false, []],
  ] as const)('%s', (_n, input, servingType, viewOnly, out) => {
    expect(menuSummariesFor(input, servingType, viewOnly)).toEqual(out);
  });
});

describe('item tile state (SPEC 3 item sale status: sold-out and unavailable) (SPEC §3 L180)', () => {
  it.each([
    ['OnSale', null, true],
    ['SoldOut', 'soldOut', true],
    ['Disabled', 'unavailable', true],
    ['Hidden', null, false],
    [undefined, null, true],
  ] as const)('%s', (itemState, badge, listed) => {
    expect(itemBadge({ itemState })).toBe(badge);
    expect(isListedItem({ itemState })).toBe(listed);
  });
});

describe('campaign, sale and coupon tags', () => {
  it.each([
    ['none', {}, []],
    ['campaign', { campaignLabel: '秋の照り焼きフェア' }, [{ kind: 'campaign', label: '秋の照り焼きフェア' }]],
    ['sale', { pricingSaleName: 'タイムセール' }, [{ kind: 'sale', label: 'タイムセール' }]],
    ['coupon', { isCouponItem: true }, [{ kind: 'coupon' }]],
    [
      'all, in order',
      { isCouponItem: true, pricingSaleName: 'S', campaignLabel: 'C' },
      [{ kind: 'campaign', label: 'C' }, { kind: 'sale', label: 'S' }, { kind: 'coupon' }],
    ],
    ['empty label ignored', { campaignLabel: '', isCouponItem: false }, []],
  ] as const)('%s', (_n, item, out) => {
    expect(itemTags(item)).toEqual(out);
  });
});
