'use client';

import { preloadApiClient } from '@/api/http-client';
import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { ERROR_CODES } from '@/domain/error-codes';
import { menuHref, menusHref } from '@/domain/menu-links';
import type { CartRestaurant } from '@/domain/cart-types';
import { useCartStore } from '@/features/cart';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { useCallbackGuard } from '@/features/menus';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { ItemDetail } from './ItemDetail';
import { ItemCloseBar, ItemSheetFrame, useReplacesLoadingFrame } from './ItemSheetFrame';
import { ItemSkeleton } from './ItemSkeleton';
import { SnackbarAnnouncer } from './SnackbarAnnouncer';
import { useMenuItem } from './use-menu-item';

// This screen asks for the item as it opens (issue 15: api/http-client.ts).
preloadApiClient();

/** 'overlay': the bottom sheet over the menu page (intercepted route); 'page': the item URL opened directly. */
export type ItemSheetMode = 'overlay' | 'page';

export interface ItemSheetProps {
  restaurantId: string;
  menuId: string;
  itemId: string;
  /** The cart line being edited (query customizeId). */
  customizeId: string | null;
  mode: ItemSheetMode;
}

/**
 * The item detail (SPEC 2): as a bottom sheet over the menu page, which stays underneath (scroll locked; close and
 * back return to it), or on its own when opened directly (close goes to the restaurant's menus page).
 */
export function ItemSheet({ restaurantId, menuId, itemId, customizeId, mode }: ItemSheetProps) {
  const { t } = useTranslation('item');
  const router = useRouter();
  const titleId = useId();
  const guard = useCallbackGuard(restaurantId, 'ItemDetail');
  const replacesLoading = useReplacesLoadingFrame();
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
    content = <ItemSkeleton />;
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

  if (mode === 'page') {
    return (
      <Box component="article" aria-labelledby={titleId} sx={{ pb: 2 }}>
        <ShellOptions menuBookButton />
        <ItemCloseBar onClose={close} />
        {content}
      </Box>
    );
  }

  return (
    <ItemSheetFrame
      labelledBy={loading ? undefined : titleId}
      label={loading ? t('item.loading') : undefined}
      onClose={close}
      appear={!replacesLoading}
    >
      {content}
      <SnackbarAnnouncer />
    </ItemSheetFrame>
  );
}
