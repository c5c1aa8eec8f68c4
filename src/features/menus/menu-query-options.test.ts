import { describe, expect, it } from 'vitest';
import {
  getGetMenuItemQueryKey,
  getGetMenuQueryKey,
  getListMenusQueryKey,
} from '@/api/generated/endpoints/menus/menus';
import { menuItemQueryOptions, menuListQueryOptions, menuQueryOptions } from './menu-query-options';

describe('the menu calls as plain queries', () => {
  it('ask under the generated hooks keys, so the server prefetch and every reader share the answers', () => {
    const list = { servingType: 'takeout' as const, isImmediateOrder: true };
    expect(menuListQueryOptions('r1001', list).queryKey).toEqual(getListMenusQueryKey('r1001', list));
    const menu = { servingType: 'eat_in' as const };
    expect(menuQueryOptions('r1001', 'm-grand', menu).queryKey).toEqual(getGetMenuQueryKey('r1001', 'm-grand', menu));
    const item = { couponCode: 'WELCOME100' };
    expect(menuItemQueryOptions('r1001', 'm-grand', 'i-cola', item).queryKey).toEqual(
      getGetMenuItemQueryKey('r1001', 'm-grand', 'i-cola', item),
    );
  });

  it('ask nothing without their ids', () => {
    expect(menuListQueryOptions('', {}).enabled).toBe(false);
    expect(menuQueryOptions('r1001', '', {}).enabled).toBe(false);
    expect(menuItemQueryOptions('r1001', 'm-grand', '', {}).enabled).toBe(false);
    expect(menuItemQueryOptions('r1001', 'm-grand', 'i-cola', {}).enabled).toBe(true);
  });
});
