import { hashKey } from '@tanstack/react-query';
import type { OrderCalculateRequest, OrderConfirmRequest } from '@/api/generated/models';
import type { PaymentMethod } from '@/domain/storage-keys';

/** POST /v1/orders/calculate's body: the order base with the chosen payment method (none before one is chosen). */
export function calculationBody(
  base: OrderCalculateRequest,
  paymentMethod: PaymentMethod | null,
): OrderCalculateRequest {
  return { ...base, ...(paymentMethod ? { paymentMethod } : {}) };
}

/** POST /v1/orders/confirm's body: the order base with the seat of an eat-in order. */
export function confirmationBody(base: OrderCalculateRequest, seatNo: string | null): OrderConfirmRequest {
  return { ...base, ...(seatNo ? { seatNo } : {}) };
}

/** An answer the form holds, with the body it was given for (`data` undefined while none is in for that body). */
export interface HeldAnswer<T> {
  body: unknown;
  data: T | undefined;
}

/** A query's answer for `body`: none while the query shows the answer of an earlier body (placeholder data). */
export function heldAnswer<T>(
  body: unknown,
  query: { data: T | undefined; isPlaceholderData: boolean },
): HeldAnswer<T> {
  return { body, data: query.isPlaceholderData ? undefined : query.data };
}

// Decision (issue 28 item 4): the tap reuses the form's calculation and confirmation when they were given for exactly
// the body the tap would send (compared as React Query compares keys); a changed body (another coupon, method, seat or
// cart) or an answer not yet in asks again. Their age does not matter: create checks the order again on the server.
// The tap's confirmation body is the form's (the base with the seat); the tap's own confirm used to carry the method
// too, which calculate (same body as the form's) and create check anyway.
/** The held answer when it was given for `body`, else undefined (the caller asks the server). */
export function answerFor<T>(held: HeldAnswer<T> | null | undefined, body: unknown): T | undefined {
  if (!held || held.data === undefined) return undefined;
  return hashKey([held.body]) === hashKey([body]) ? held.data : undefined;
}
