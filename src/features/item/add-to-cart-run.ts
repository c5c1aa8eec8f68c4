import type { QueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { getGetCouponQueryKey, getGetPricingCouponQueryKey } from '@/api/generated/endpoints/coupons/coupons';
import { validateCart } from '@/api/generated/endpoints/orders/orders';
import { addModeFor } from '@/domain/cart';
import type { CartConflict } from '@/domain/cart-conflict';
import { campaignExpiry } from '@/domain/cart-expiry';
import { toCartOrderItems } from '@/domain/cart-lines';
import { buildCartValidationInput } from '@/domain/cart-request';
import type { CartOrderItem } from '@/domain/cart-types';
import { addOutcome, answersSoldOut, cartWriteFor } from '@/domain/item-add-outcome';
import { useCartStore } from '@/features/cart';
import { readHeldCoupons } from '@/features/coupons';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useShellStore } from '@/ui/shell/shell-store';
import { newId } from './ids';
import type { CartSyncChange } from './AddCartSync';
import { trackEvent } from './track-event';
import type { AddDialog, AddToCartInput } from './use-add-to-cart';

// The receivable-time confirmation's way to the receive-time choice, loaded with the run (issue 29).
export { receiveTimeChoiceHref } from '@/domain/restaurant-flow';

/** What the flow's hook (use-add-to-cart.ts) lends the run: its cart sync, its state and its latch. */
export interface AddRunDeps {
  queryClient: QueryClient;
  /** The cart sync's change (features/cart useCartSync), once AddCartSync is mounted. */
  sync: Promise<CartSyncChange>;
  setBusy: (busy: boolean) => void;
  ask: (dialog: NonNullable<AddDialog>) => void;
  release: () => void;
}

/** Writes the lines to the cart (domain: replace, update the edited line, or prepend), sends it, and leaves. */
export async function writeLines(
  input: AddToCartInput,
  deps: Pick<AddRunDeps, 'sync'>,
  lines: CartOrderItem[],
  conflict: CartConflict | null,
): Promise<void> {
  const { restaurant, servingType, editingCustomizeId, menuItem } = input;
  const change = await deps.sync;
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
}

/**
 * The add after its approvals: tracking event → coupon refresh → server validation → the domain's outcome (write,
 * conflict dialog, receivable-time dialog, refetch, or the error modal).
 */
export async function validateAndAdd(input: AddToCartInput, deps: AddRunDeps): Promise<void> {
  const { restaurantId, menuId, menuItem, orderItems, servingType, editingCustomizeId } = input;
  trackEvent(editingCustomizeId ? 'editItem' : 'addToCartFromItem', {
    restaurantId,
    menuId,
    itemId: menuItem.itemId,
    quantity: orderItems.reduce((sum, item) => sum + item.quantity, 0),
  });
  const { couponId, couponCode } = readHeldCoupons();
  // The coupon queries (if any screen holds them) are refreshed; without a held coupon there is nothing to do.
  if (couponCode) void deps.queryClient.invalidateQueries({ queryKey: getGetPricingCouponQueryKey(couponCode) });
  if (couponId) void deps.queryClient.invalidateQueries({ queryKey: getGetCouponQueryKey(couponId) });

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
  deps.setBusy(true);
  try {
    await validateCart(body);
  } catch (error) {
    code = toApiFailure(error).code;
  } finally {
    deps.setBusy(false);
  }
  const store = useCartStore.getState();
  const cart = store.hydrated ? store.cart : store.hydrate();
  const outcome = addOutcome({ cart, restaurantId, servingType, validationErrorCode: code });
  switch (outcome.kind) {
    case 'proceed':
      await writeLines(input, deps, lines, null);
      return;
    case 'conflict':
      deps.ask({ kind: 'conflict', conflict: outcome.conflict, lines });
      return;
    case 'receivable-time':
      deps.ask({ kind: 'receivableTime' });
      return;
    case 'refetch':
      deps.release();
      input.refetchItem();
      openErrorModal({ endpoint: 'validateCart', code, restaurantId });
      return;
    case 'error':
      deps.release();
      if (answersSoldOut(outcome.code)) input.onSoldOut?.();
      openErrorModal({ endpoint: 'validateCart', code: outcome.code, restaurantId });
  }
}
