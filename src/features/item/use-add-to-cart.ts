'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { getGetCouponQueryKey, getGetPricingCouponQueryKey } from '@/api/generated/endpoints/coupons/coupons';
import { useValidateCart } from '@/api/generated/endpoints/orders/orders';
import type { CartConflict } from '@/domain/cart-conflict';
import { addModeFor } from '@/domain/cart';
import { campaignExpiry } from '@/domain/cart-expiry';
import { toCartOrderItems } from '@/domain/cart-lines';
import { buildCartValidationInput } from '@/domain/cart-request';
import { addOutcome, answersSoldOut, cartWriteFor } from '@/domain/item-add-outcome';
import { containsAlcohol, type AddToCartTap } from '@/domain/item-screen';
import type { MenuItemTree, OrderItem } from '@/domain/customization-types';
import type { CartOrderItem, CartRestaurant } from '@/domain/cart-types';
import { receiveTimeChoiceHref } from '@/domain/restaurant-flow';
import type { ServingType } from '@/domain/serving-type';
import { useCartStore } from '@/features/cart';
import { useCartSync } from '@/features/cart';
import { readHeldCoupons } from '@/features/coupons';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useShellStore } from '@/ui/shell/shell-store';
import { storedState } from '@/lib/stored-state';
import { newId } from './ids';
import { trackEvent } from './track-event';

/** A dialog the flow waits on. */
export type AddDialog =
  | { kind: 'alcohol' }
  | { kind: 'receivableTime' }
  | { kind: 'conflict'; conflict: CartConflict; lines: CartOrderItem[] }
  | null;

export interface AddToCartInput {
  restaurantId: string;
  menuId: string;
  menuItem: MenuItemTree;
  orderItems: readonly OrderItem[];
  servingType: ServingType;
  /** What the button's tap does (domain addToCartButton): add, or the receivable-time confirmation. */
  tap: AddToCartTap;
  /** The cart line being edited (customizeId), when editing. */
  editingCustomizeId: string | null;
  /** The restaurant the lines go to (name for the cart and the conflict dialog). */
  restaurant: CartRestaurant;
  /** Refetch the item (invalid argument). */
  refetchItem: () => void;
  /** Leave the sheet for the menu page. */
  finish: () => void;
  /** The validation answered "sold out": the screen marks the item sold out. */
  onSoldOut?: () => void;
}

/**
 * The SPEC 4 add-to-cart flow: alcohol approval → tracking event → coupon refresh → server validation → conflict
 * dialogs (change / quit) → cart write (domain: replace, update the edited line, or prepend) + server sync → the
 * cart opens after a confirmed conflict → back to the menu page. Invalid argument refetches the item; any other
 * validation error opens the common error modal.
 */
export function useAddToCart(input: AddToCartInput) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const validate = useValidateCart();
  const { change } = useCartSync();
  const [dialog, setDialog] = useState<AddDialog>(null);
  const [busy, setBusy] = useState(false);
  // One tap intent, one line (issue 10): a synchronous latch taken by the first tap and held until the flow ends
  // without writing (dialog cancelled, error) — after a write the screen is leaving, so it stays taken. React state
  // alone cannot do this: taps in the same frame (or before the button re-renders as busy) all see `busy === false`.
  const intent = useRef(false);
  // A dialog's answer counts once too (a double tap on its confirm button).
  const answered = useRef(false);
  const ask = useCallback((next: NonNullable<AddDialog>) => {
    answered.current = false;
    setDialog(next);
  }, []);
  const release = useCallback(() => {
    intent.current = false;
  }, []);

  const write = useCallback(
    (lines: CartOrderItem[], conflict: CartConflict | null) => {
      const { restaurant, servingType, editingCustomizeId, menuItem } = input;
      change((store) => {
        const current = store.hydrated ? store.cart : store.hydrate();
        const how = cartWriteFor({ conflict, editingCustomizeId, cart: current });
        return how === 'update-line' && editingCustomizeId
          ? store.replaceLine(editingCustomizeId, lines)
          : store.applyAdd({
              restaurant,
              servingType,
              lines,
              mode: addModeFor(conflict),
              // Decision: the cart-level cap is the server's; an add keeps what the cart already holds.
              enableMaxOrderCount: how === 'replace' ? undefined : current?.enableMaxOrderCount,
              maxOrderCount: how === 'replace' ? undefined : current?.maxOrderCount,
              expiry: campaignExpiry(menuItem.campaignAvailableTimeRange),
            });
      });
      if (conflict !== null) useShellStore.getState().setCartOpen(true);
      // Issue 16 item 10: a short confirmation; the menu page's cart bar then shows the new count and total.
      showSnackbar(editingCustomizeId ? 'item:item.updated' : 'item:item.added');
      input.finish();
    },
    [input, change],
  );

  const validateAndAdd = useCallback(async () => {
    const { restaurantId, menuId, menuItem, orderItems, servingType, editingCustomizeId } = input;
    trackEvent(editingCustomizeId ? 'editItem' : 'addToCartFromItem', {
      restaurantId,
      menuId,
      itemId: menuItem.itemId,
      quantity: orderItems.reduce((sum, item) => sum + item.quantity, 0),
    });
    const { couponId, couponCode } = readHeldCoupons();
    // The coupon queries (if any screen holds them) are refreshed; without a held coupon there is nothing to do.
    if (couponCode) void queryClient.invalidateQueries({ queryKey: getGetPricingCouponQueryKey(couponCode) });
    if (couponId) void queryClient.invalidateQueries({ queryKey: getGetCouponQueryKey(couponId) });

    const lines = toCartOrderItems(orderItems, {
      newCustomizeId: () => newId('c'),
      menuId,
      menu: { menuId, name: menuItem.menuName },
      menuItem,
    });
    const body = buildCartValidationInput({
      lines,
      servingType,
      restaurantId,
      customizeId: editingCustomizeId ?? undefined,
    });
    let code: string | null = null;
    setBusy(true);
    try {
      await validate.mutateAsync({ data: body });
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
        ask({ kind: 'conflict', conflict: outcome.conflict, lines });
        return;
      case 'receivable-time':
        ask({ kind: 'receivableTime' });
        return;
      case 'refetch':
        release();
        input.refetchItem();
        openErrorModal({ endpoint: 'validateCart', code, restaurantId });
        return;
      case 'error':
        release();
        if (answersSoldOut(outcome.code)) input.onSoldOut?.();
        openErrorModal({ endpoint: 'validateCart', code: outcome.code, restaurantId });
    }
  }, [input, queryClient, validate, write, release, ask]);

  /** Step 1: the alcohol dialog first when needed and not yet approved. Repeated taps of one intent are ignored. */
  const start = useCallback(() => {
    if (intent.current) return;
    intent.current = true;
    // SPEC 4: an item not orderable at the chosen receive time asks first whether to choose another time.
    if (input.tap === 'receivable-time') {
      ask({ kind: 'receivableTime' });
      return;
    }
    if (containsAlcohol(input.orderItems) && !storedState.get('isApprovedAlcohol')) {
      ask({ kind: 'alcohol' });
      return;
    }
    void validateAndAdd();
  }, [input.tap, input.orderItems, validateAndAdd, ask]);

  const confirmAlcohol = useCallback(() => {
    if (dialog?.kind !== 'alcohol' || answered.current) return;
    answered.current = true;
    storedState.set('isApprovedAlcohol', true);
    setDialog(null);
    void validateAndAdd();
  }, [dialog, validateAndAdd]);

  const confirmConflict = useCallback(() => {
    if (dialog?.kind !== 'conflict' || answered.current) return;
    answered.current = true;
    setDialog(null);
    write(dialog.lines, dialog.conflict);
  }, [dialog, write]);

  /** The receivable-time confirmation's confirm: to the receive-time choice, coming back to this page. */
  const confirmReceivableTime = useCallback(() => {
    if (dialog?.kind !== 'receivableTime' || answered.current) return;
    answered.current = true;
    setDialog(null);
    const here = `${window.location.pathname}${window.location.search}`;
    router.push(receiveTimeChoiceHref(input.restaurantId, input.servingType, here));
  }, [dialog, router, input.restaurantId, input.servingType]);

  const cancel = useCallback(() => {
    setDialog(null);
    release();
  }, [release]);

  return { start, dialog, busy, confirmAlcohol, confirmConflict, confirmReceivableTime, cancel };
}
