import type { ApiFailure } from '@/api/api-error';
import { getOrderInProgress } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { findOrderForKey, isDefinitiveRefusal } from '@/domain/order-intent';
import type { CheckoutEndpoint } from './checkout-errors';
import { clearStoredIntent } from './order-intent-storage';
import type { StepError } from './place-order-request';

export type FailureOutcome =
  | { kind: 'found'; order: Order }
  | { kind: 'lost' }
  | { kind: 'refused'; endpoint: CheckoutEndpoint; failure: ApiFailure };

/**
 * After a failed step: a create (or preorder) whose answer was lost or may hide a placed order (network failure,
 * 5xx, an answer that is not the server's) looks the order up by its idempotency key among the orders in progress.
 * A definitive refusal drops the intent (the next attempt is a new intent with a new key: a replayed key would replay
 * the refusal); any other failure keeps the key, so a retry cannot place a second order.
 */
export async function afterFailure(
  error: StepError,
  key: string | null,
  restaurantId: string,
): Promise<FailureOutcome> {
  const { endpoint, failure } = error;
  const sent = endpoint === 'createOrder' || endpoint === 'preorder';
  const lookUp = (k: string) =>
    getOrderInProgress({ restaurantId })
      .then((r) => findOrderForKey(r.orders, k))
      .catch(() => null);
  if (sent && failure.kind === 'network' && key) {
    const found = await lookUp(key);
    return found ? { kind: 'found', order: found } : { kind: 'lost' };
  }
  if (sent && failure.kind === 'server') {
    if (isDefinitiveRefusal(failure.status, failure.code)) clearStoredIntent();
    else if (key) {
      const found = await lookUp(key);
      if (found) return { kind: 'found', order: found };
    }
  }
  return { kind: 'refused', endpoint, failure };
}
