'use client';

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { getGetCouponQueryKey, getGetPricingCouponQueryKey } from '@/api/generated/endpoints/coupons/coupons';
import { useValidateCart } from '@/api/generated/endpoints/orders/orders';
import type { CartValidationRequest, MenuItem as ApiMenuItem } from '@/api/generated/models';
import type { CartConflict } from '@/domain/cart-conflict';
import { campaignExpiry } from '@/domain/cart-expiry';
import { toCartOrderItems } from '@/domain/cart-lines';
import { buildCartValidationInput } from '@/domain/cart-request';
import { addOutcome, cartWriteFor } from '@/domain/item-add-outcome';
import { containsAlcohol } from '@/domain/item-screen';
import type { CartOrderItem, CartRestaurant, OrderItem } from '@/domain/menu-types';
import type { ServingType } from '@/domain/serving-type';
import { useCartStore } from '@/features/cart/cart-store';
import { useCartSync } from '@/features/cart/use-cart-sync';
import { openErrorModal } from '@/features/errors/error-modal-store';
import { useShellStore } from '@/features/layout/shell-store';
import { appStorage } from '@/lib/browser-storage';
import { newId } from './ids';
import { trackEvent } from './track-event';
import { readHeldCoupon } from './use-menu-item';

/** A dialog the flow waits on. */
export type AddDialog = { kind: 'alcohol' } | { kind: 'conflict'; conflict: CartConflict; lines: CartOrderItem[] } | null;

export interface AddToCartInput {
  restaurantId: string;
  menuId: string;
  menuItem: ApiMenuItem;
  orderItems: readonly OrderItem[];
  servingType: ServingType;
  /** The cart line being edited (customizeId), when editing. */
  editingCustomizeId: string | null;
  /** The restaurant the lines go to (name for the cart and the conflict dialog). */
  restaurant: CartRestaurant;
  /** Refetch the item (invalid argument). */
  refetchItem: () => void;
  /** Leave the sheet for the menu page. */
  finish: () => void;
}

/**
 * The SPEC 4 add-to-cart flow: alcohol approval → tracking event → coupon refresh → server validation → conflict
 * dialogs (change / quit) → cart write (domain: replace, update the edited line, or prepend) + server sync → the
 * cart opens after a confirmed conflict → back to the menu page. Invalid argument refetches the item; any other
 * validation error opens the common error modal.
 */
export function useAddToCart(input: AddToCartInput) {
  const queryClient = useQueryClient();
  const validate = useValidateCart();
  const { sync } = useCartSync();
  const [dialog, setDialog] = useState<AddDialog>(null);
  const [busy, setBusy] = useState(false);

  const write = useCallback(
    (lines: CartOrderItem[], conflict: CartConflict | null) => {
      const { restaurant, servingType, editingCustomizeId, menuItem } = input;
      const store = useCartStore.getState();
      const current = store.hydrated ? store.cart : store.hydrate();
      const how = cartWriteFor({ conflict, editingCustomizeId, cart: current });
      const cart =
        how === 'update-line' && editingCustomizeId
          ? store.replaceLine(editingCustomizeId, lines)
          : store.applyAdd({
              restaurant,
              servingType,
              lines,
              mode: how === 'replace' ? 'replace' : 'prepend',
              // Decision: the cart-level cap is the server's; an add keeps what the cart already holds.
              enableMaxOrderCount: how === 'replace' ? undefined : current?.enableMaxOrderCount,
              maxOrderCount: how === 'replace' ? undefined : current?.maxOrderCount,
              expiry: campaignExpiry(menuItem.campaignAvailableTimeRange),
            });
      sync(cart);
      if (conflict !== null) useShellStore.getState().setCartOpen(true);
      input.finish();
    },
    [input, sync],
  );

  const validateAndAdd = useCallback(async () => {
    const { restaurantId, menuId, menuItem, orderItems, servingType, editingCustomizeId } = input;
    trackEvent(editingCustomizeId ? 'editItem' : 'addToCartFromItem', {
      restaurantId,
      menuId,
      itemId: menuItem.itemId,
      quantity: orderItems.reduce((sum, item) => sum + item.quantity, 0),
    });
    const { couponId, couponCode } = readHeldCoupon();
    // The coupon queries (if any screen holds them) are refreshed; without a held coupon there is nothing to do.
    if (couponCode) void queryClient.invalidateQueries({ queryKey: getGetPricingCouponQueryKey(couponCode) });
    if (couponId) void queryClient.invalidateQueries({ queryKey: getGetCouponQueryKey(couponId) });

    const lines = toCartOrderItems(orderItems, {
      newCustomizeId: () => newId('c'),
      menuId,
      menu: { menuId, name: menuItem.menuName },
      menuItem,
    });
    const body = buildCartValidationInput({ lines, servingType, restaurantId, customizeId: editingCustomizeId ?? undefined });
    let code: string | null = null;
    setBusy(true);
    try {
      await validate.mutateAsync({ data: body as CartValidationRequest });
    } catch (error) {
      code = toApiFailure(error).code;
    } finally {
      setBusy(false);
    }
    const store = useCartStore.getState();
    const cart = store.hydrated ? store.cart : store.hydrate();
    const outcome = addOutcome({ cart, restaurantId, servingType, validationErrorCode: code });
    switch (outcome.kind) {
      case 'proceed':
        write(lines, null);
        return;
      case 'conflict':
        setDialog({ kind: 'conflict', conflict: outcome.conflict, lines });
        return;
      case 'refetch':
        input.refetchItem();
        openErrorModal({ endpoint: 'validateCart', code, restaurantId });
        return;
      case 'error':
        openErrorModal({ endpoint: 'validateCart', code: outcome.code, restaurantId });
    }
  }, [input, queryClient, validate, write]);

  /** Step 1: the alcohol dialog first when needed and not yet approved. */
  const start = useCallback(() => {
    if (busy) return;
    if (containsAlcohol(input.orderItems) && !appStorage().get('isApprovedAlcohol')) {
      setDialog({ kind: 'alcohol' });
      return;
    }
    void validateAndAdd();
  }, [busy, input.orderItems, validateAndAdd]);

  const confirmAlcohol = useCallback(() => {
    appStorage().set('isApprovedAlcohol', true);
    setDialog(null);
    void validateAndAdd();
  }, [validateAndAdd]);

  const confirmConflict = useCallback(() => {
    if (dialog?.kind !== 'conflict') return;
    setDialog(null);
    write(dialog.lines, dialog.conflict);
  }, [dialog, write]);

  const cancel = useCallback(() => setDialog(null), []);

  return { start, dialog, busy, confirmAlcohol, confirmConflict, cancel };
}
