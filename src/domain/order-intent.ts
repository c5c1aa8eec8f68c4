import * as v from './storage-schema';

/**
 * One order intent: what the customer confirmed (cart lines, amount, payment method, restaurant, serving type,
 * receive time, coupon, seat). The same intent keeps the same idempotency key across double taps, reloads and
 * retries; any change to it makes a new key (DESIGN "Idempotency", issue 11 item 3).
 */
export interface OrderIntent {
  restaurantId: string;
  servingType: string;
  receiveTime: string | null;
  orderItems: readonly unknown[];
  optionItems: readonly unknown[];
  couponId?: string | null;
  couponCode?: string | null;
  seatNo?: string | null;
  paymentMethod: string;
  totalPrice: number;
  /** Saved card sequence; a new card's one-time token is not part of the intent (a token is used once). */
  cardSeq?: string | null;
}

/** A stable text of the intent: keys sorted at every level, so the same intent always gives the same text. */
export function intentFingerprint(intent: OrderIntent): string {
  return stableStringify({
    ...intent,
    cardSeq: intent.cardSeq ?? null,
    couponId: intent.couponId ?? null,
    couponCode: intent.couponCode ?? null,
    seatNo: intent.seatNo ?? null,
  });
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What is kept in local storage for the current intent. */
export const StoredIntentSchema = v.plainObject({
  fingerprint: v.text(0, 100_000),
  key: v.string((value) => /^[A-Za-z0-9_-]{8,64}$/.test(value)),
  createdAt: v.finiteNumber,
});
export type StoredIntent = v.InferOutput<typeof StoredIntentSchema>;

// Decision: an intent's key is kept 24 hours; a stored intent older than that (an abandoned checkout) is replaced.
export const INTENT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The idempotency key for an intent: the stored one when the stored intent is the same and fresh, otherwise a new
 * key from the injected generator. Returns the record to store (unchanged when reused).
 */
export function idempotencyKeyFor(
  intent: OrderIntent,
  stored: unknown,
  deps: { newKey: () => string; now: number },
): { key: string; record: StoredIntent; reused: boolean } {
  const fingerprint = intentFingerprint(intent);
  const parsed = v.safeParse(StoredIntentSchema, stored);
  if (
    parsed.success &&
    parsed.output.fingerprint === fingerprint &&
    deps.now - parsed.output.createdAt < INTENT_TTL_MS
  ) {
    return { key: parsed.output.key, record: parsed.output, reused: true };
  }
  const key = deps.newKey();
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw new Error('idempotency key generator gave an invalid key');
  return { key, record: { fingerprint, key, createdAt: deps.now }, reused: false };
}

/** Among orders in progress, the one placed with this key (after a lost answer), if any. */
export function findOrderForKey<T extends { idempotencyKey?: string | null }>(
  orders: readonly T[] | null | undefined,
  key: string,
): T | null {
  return orders?.find((o) => o.idempotencyKey === key) ?? null;
}

// Decision (issue 27 "honest about a lost answer"): only a refusal the server stands by ends the intent: a 4xx answer
// with the server's own code. A 5xx (a gateway time-out, a crash after the order was written) or an answer that is not
// the server's (a non-JSON body, even with 200) may hide a placed order: the orders in progress are searched for the
// key, and the key is kept, so a retry cannot place a second order.
/** True when a failed create / preorder answer is a definitive refusal (the key may be dropped). */
export function isDefinitiveRefusal(status: number, code: string | null | undefined): boolean {
  return status >= 400 && status < 500 && typeof code === 'string' && /^E\d+$/.test(code);
}
