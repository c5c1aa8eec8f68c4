// @vitest-environment jsdom
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import type { MenuContext } from './use-menu-context';
import { useMenuItemRequest } from './menu-item-query';
import { menuItemQueryOptions } from './menu-query-options';
import { useMenu, useMenuList } from './use-menu-queries';
import { useQuery } from '@tanstack/react-query';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();

const ctx: MenuContext = {
  ready: true,
  servingType: 'takeout',
  isMenuViewOnly: false,
  link: { restaurantId: 'r1001', servingType: 'takeout', isMenuViewOnly: false },
  listParams: {},
  menuParams: { servingType: 'takeout' },
};

function MenuQueries() {
  useMenuList('r1001', ctx);
  useMenu('r1001', 'm-grand', ctx);
  const { params } = useMenuItemRequest();
  useQuery(menuItemQueryOptions('r1001', 'm-grand', 'i-cola', params));
  return null;
}

/** The options the menu screens' hooks pass, as the query cache holds them (the calls never answer here). */
function renderMenuQueries() {
  api.use(http.get('*', () => delay('infinite')));
  const queryClient = makeQueryClient();
  renderScreen(<MenuQueries />, { queryClient });
  return queryClient;
}

describe('menu cache times, as the hooks pass them (SPEC §9 L425a L425b)', { timeout: 30_000 }, () => {
  it('SPEC §9 L425a: the menu query is fresh for 5 minutes (300000 ms)', () => {
    const client = renderMenuQueries();
    expect(observedQueryOptions(client, '/v1/restaurants/r1001/menus/m-grand').staleTime).toBe(300_000);
  });

  it('SPEC §9 L425a: the item query (a menu query) is fresh for 5 minutes', () => {
    const client = renderMenuQueries();
    expect(observedQueryOptions(client, '/v1/restaurants/r1001/menus/m-grand/items/i-cola').staleTime).toBe(300_000);
  });

  it('SPEC §9 L425b: the menu list data is never stale', () => {
    const client = renderMenuQueries();
    expect(observedQueryOptions(client, '/v1/restaurants/r1001/menus').staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
