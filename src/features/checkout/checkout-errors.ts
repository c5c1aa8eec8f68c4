'use client';

import type { ApiFailure } from '@/api/api-error';
import { ERROR_CODES, preorderEmptiesCart } from '@/domain/error-catalogue';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { useCartStore } from '@/features/cart';

export type CheckoutEndpoint = 'calculateOrder' | 'createOrder' | 'preorder' | 'startOrder';

const C = ERROR_CODES;

/**
 * The surface of a failed checkout call (SPEC 7 "What the product does with answers", SPEC 8): out of time → the
 * out-of-time dialog (its button goes to the receive-time selection and back to the order form); card expired → the
 * card-expired modal; on preorder, invalid argument or campaign unavailable empty the cart first (SPEC 7, exactly
 * these two codes: a pricing sale that ended keeps the cart); everything else → the common error modal with the
 * endpoint's copy and button (domain error catalogue: placing never goes back in history).
 */
export function showCheckoutError(endpoint: CheckoutEndpoint, failure: ApiFailure, restaurantId: string): void {
  const code = failure.code;
  if (code === C.invalidReceiveTime) return openSharedDialog({ kind: 'outOfTime', restaurantId, returnTo: 'order' });
  if (code === C.cardExpired) return openSharedDialog({ kind: 'cardExpired' });
  if (endpoint === 'preorder' && preorderEmptiesCart(code)) useCartStore.getState().clear();
  openErrorModal({ endpoint: endpoint === 'startOrder' ? 'createOrder' : endpoint, code, restaurantId });
}
