import { toApiFailure, type ApiFailure } from '@/api/api-error';
import type { CreateOrderRequest, OrderCalculateRequest } from '@/api/generated/models';
import { cardDigits, cardTokenErrorTarget, tokenExpire, type CardTokenErrorTarget } from '@/domain/card-token';
import { idempotencyKeyFor } from '@/domain/order-intent';
import { normalizePhone, type OrderFormValues } from '@/domain/order-form';
import { needsCard } from '@/domain/payment-methods';
import type { PaymentMethod } from '@/domain/storage-keys';
import { requestCardToken } from './card-token-client';
import type { CheckoutEndpoint } from './checkout-errors';
import { readStoredIntent, storeIntent } from './order-intent-storage';

export type CardChoice =
  | { kind: 'saved'; cardSeq: string }
  | {
      kind: 'new';
      cardNumber: string;
      expiryMonth: string;
      expiryYear: string;
      securityCode: string;
      holderName: string;
      saveCard: boolean;
    };

/** A failed call of one step of placing, with the endpoint whose copy its error shows. */
export class StepError extends Error {
  constructor(
    readonly endpoint: CheckoutEndpoint,
    readonly failure: ApiFailure,
  ) {
    super(failure.message);
  }
}

export async function step<T>(endpoint: CheckoutEndpoint, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StepError(endpoint, toApiFailure(error));
  }
}

type CreditCard = CreateOrderRequest['creditCard'];

/** The create call's card: none, a saved card, or a new card's token; a refused token names the field to fix. */
export async function creditCardFor(
  method: PaymentMethod,
  card: CardChoice | null,
): Promise<{ ok: true; creditCard: CreditCard } | { ok: false; target: CardTokenErrorTarget }> {
  if (!needsCard(method)) return { ok: true, creditCard: undefined };
  if (!card) throw new Error('card missing');
  if (card.kind === 'saved') return { ok: true, creditCard: { cardSeq: card.cardSeq } };
  const token = await requestCardToken({
    cardNumber: cardDigits(card.cardNumber),
    expire: tokenExpire(card.expiryYear, card.expiryMonth) ?? '',
    securityCode: card.securityCode,
    holderName: card.holderName.trim(),
  });
  if (!token.ok) return { ok: false, target: cardTokenErrorTarget(token.code) };
  return { ok: true, creditCard: { token: token.token, saveCard: card.saveCard } };
}

/** The create (or preorder) body: the order base, the key, the method, the contact as sent, the card, seat and note. */
export function createOrderRequest(input: {
  base: OrderCalculateRequest;
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  contact: OrderFormValues;
  creditCard: CreditCard;
  seatNo: string | null;
}): CreateOrderRequest {
  const note = input.contact.note.trim();
  return {
    ...input.base,
    idempotencyKey: input.idempotencyKey,
    paymentMethod: input.paymentMethod,
    customer: {
      name: input.contact.name.trim(),
      email: input.contact.email.trim(),
      phoneNumber: normalizePhone(input.contact.phoneNumber),
    },
    ...(input.creditCard ? { creditCard: input.creditCard } : {}),
    ...(input.seatNo ? { seatNo: input.seatNo } : {}),
    ...(note ? { note } : {}),
  };
}

/**
 * The idempotency key of this intent (cart, time, seat, method, card, amount: domain order-intent.ts), kept in local
 * storage: a double tap, a reload or a retry of the same intent reuses it; another intent gets a new one.
 */
export function keepIntentKey(
  input: { base: OrderCalculateRequest; seatNo: string | null; paymentMethod: PaymentMethod; card: CardChoice | null },
  totalPrice: number,
): string {
  const resolved = idempotencyKeyFor(
    {
      ...input.base,
      receiveTime: input.base.receiveTime ?? null,
      seatNo: input.seatNo,
      paymentMethod: input.paymentMethod,
      totalPrice,
      cardSeq: input.card?.kind === 'saved' ? input.card.cardSeq : null,
    },
    readStoredIntent(),
    { newKey: () => crypto.randomUUID(), now: Date.now() },
  );
  storeIntent(resolved.record);
  return resolved.key;
}
