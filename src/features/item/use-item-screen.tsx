'use client';

import { preloadApiClient } from '@/api/http-client';
import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { toApiFailure } from '@/api/api-error';
import { ERROR_CODES } from '@/domain/error-codes';
import { menuHref, menusHref } from '@/domain/menu-links';
import type { CartRestaurant } from '@/domain/cart-types';
import { useCartStore } from '@/features/cart';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useCallbackGuard } from '@/features/menus';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { ItemDetail } from './ItemDetail';
import { useMenuItem } from './use-menu-item';

// The item screen asks for the item as it opens (issue 15: api/http-client.ts).
preloadApiClient();

/** 'overlay': the bottom sheet over the menu page (intercepted route); 'page': the item URL opened directly. */
export type ItemSheetMode = 'overlay' | 'page';

/** An item screen: the item's route ids and the cart line being edited (query customizeId). */
export interface ItemScreenProps {
  restaurantId: string;
  menuId: string;
  itemId: string;
  /** The cart line being edited (query customizeId). */
  customizeId: string | null;
}

/** What both item screens (the sheet over the menu, the page) show, and how they close. */
export interface ItemScreen {
  content: ReactNode;
  /** True while the skeleton shows (the item or the edited line is not there yet). */
  loading: boolean;
  titleId: string;
  close: () => void;
}

/**
 * The item detail's content (SPEC 2) for either item screen: the item, its skeleton while it loads, or the error
 * view; close returns to the menu page under the sheet (overlay) or goes to the restaurant's menus page (page).
 */
export function useItemScreen(
  { restaurantId, menuId, itemId, customizeId }: ItemScreenProps,
  mode: ItemSheetMode,
  /** What shows while the item loads (the item's skeleton: the page loads it on demand, ItemPage). */
  skeleton: ReactNode,
): ItemScreen {
  const router = useRouter();
  const titleId = useId();
  const guard = useCallbackGuard(restaurantId, 'ItemDetail');
  const { query, servingType, receiveTimes, isMenuViewOnly } = useMenuItem(
    restaurantId,
    menuId,
    itemId,
    guard === 'allowed',
  );
  const restaurantQuery = useRestaurantQuery(restaurantId);

  const hydrated = useCartStore((state) => state.hydrated);
  const cart = useCartStore((state) => state.cart);
  useEffect(() => {
    if (!useCartStore.getState().hydrated) useCartStore.getState().hydrate();
  }, []);
  const line = useMemo(
    () => (customizeId ? (cart?.orderItems.find((entry) => entry.customizeId === customizeId) ?? null) : null),
    [cart, customizeId],
  );

  const ctx = useMemo(
    () => ({ restaurantId, servingType, isMenuViewOnly }),
    [restaurantId, servingType, isMenuViewOnly],
  );
  const close = useCallback(() => {
    if (mode === 'overlay') router.back();
    else router.push(menusHref(ctx));
  }, [mode, router, ctx]);
  const finish = useCallback(() => {
    if (mode === 'overlay') router.back();
    else router.replace(menuHref(ctx, menuId));
  }, [mode, router, ctx, menuId]);

  const failure = query.isError ? toApiFailure(query.error) : null;
  const noMenus = failure?.code === ERROR_CODES.menuPermissionDenied;
  useEffect(() => {
    if (noMenus) router.replace(menusHref(ctx));
  }, [noMenus, router, ctx]);

  const data = restaurantQuery.data;
  const restaurant = useMemo<CartRestaurant>(
    () => ({ id: restaurantId, name: data?.name, nameLanguages: data?.nameLanguages }),
    [restaurantId, data],
  );
  const refetchItem = useCallback(() => void query.refetch(), [query]);

  let content: ReactNode;
  let loading = false;
  if (failure && !noMenus) {
    content = <ApiErrorView endpoint="getMenuItem" code={failure.code} />;
  } else if (!query.data || noMenus || (customizeId && !hydrated)) {
    loading = true;
    content = skeleton;
  } else {
    content = (
      <ItemDetail
        restaurantId={restaurantId}
        menuId={menuId}
        menuItem={query.data.item}
        line={line}
        servingType={servingType}
        receiveTime={receiveTimes?.receiveTime ?? null}
        isMenuViewOnly={isMenuViewOnly || query.data.isMenuViewOnly}
        restaurant={restaurant}
        titleId={titleId}
        refetchItem={refetchItem}
        finish={finish}
      />
    );
  }
  return { content, loading, titleId, close };
}
