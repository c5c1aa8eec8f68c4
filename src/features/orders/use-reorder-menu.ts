'use client';

import { useQuery } from '@tanstack/react-query';
import { getMenu, getMenuItem, listMenus } from '@/api/generated/endpoints/menus/menus';
import type { MenuItem } from '@/api/generated/models';
import { menuSummariesFor } from '@/domain/menu-catalog';
import type { MenuContext } from '@/features/menus';

/** Where an item of the past order is offered now: its menu and its current detail. */
export interface CurrentOffer {
  menuId: string;
  item: MenuItem;
}

/**
 * The current menu for the items of a past order, at the serving type and receive time chosen again: the menus
 * available then (GET /v1/restaurants/{id}/menus), searched in order for each item id (GET .../menus/{menuId}), and
 * each item found asked for its current detail (GET .../items/{itemId}, with its customizations).
 */
// Decision: an item is looked for only in the menus available at the chosen time (menuAvailability Available); an
// item whose detail call fails, or that only a view-only answer shows, counts as not offered, so it is never added.
export function useReorderMenu(restaurantId: string, itemIds: readonly string[] | null, ctx: MenuContext) {
  return useQuery({
    queryKey: ['reorder-menu', restaurantId, itemIds, ctx.servingType, ctx.listParams, ctx.menuParams],
    enabled: itemIds !== null && ctx.ready && !ctx.isMenuViewOnly,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const wanted = new Set(itemIds ?? []);
      const list = await listMenus(restaurantId, ctx.listParams, undefined, signal);
      const summaries = menuSummariesFor(list, ctx.servingType, false).filter(
        (summary) => summary.menuAvailability === 'Available',
      );
      const where = new Map<string, string>();
      for (const summary of summaries) {
        if (where.size === wanted.size) break;
        const menu = await getMenu(restaurantId, summary.menuId, ctx.menuParams, undefined, signal);
        for (const item of menu.categories.flatMap((category) => category.items)) {
          if (wanted.has(item.itemId) && !where.has(item.itemId)) where.set(item.itemId, summary.menuId);
        }
      }
      const offers = new Map<string, CurrentOffer>();
      await Promise.all(
        [...where].map(async ([itemId, menuId]) => {
          const answer = await getMenuItem(restaurantId, menuId, itemId, ctx.menuParams, undefined, signal).catch(
            () => null,
          );
          if (answer && !answer.isMenuViewOnly) offers.set(itemId, { menuId, item: answer.item });
        }),
      );
      return offers;
    },
  });
}
