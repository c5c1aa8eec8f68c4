'use client';

import { storedState } from '@/lib/stored-state';

// What an order in flight keeps in storage: its intent (the idempotency key) and, for a d払い mini-app payment, its ids.
// Apart from the order form's storage (checkout-storage.ts), so the complete page and the payment return load only this.

// Decision: the order intent (idempotency key) lives under its own local-storage key `orderIntent`, so a reload or a
// second tab reuses it; it is read through the domain's StoredIntentSchema (idempotencyKeyFor) and dropped on an
// order's completion or a definitive server refusal.
const INTENT_KEY = 'orderIntent';

export function readStoredIntent(): unknown {
  try {
    const raw = window.localStorage.getItem(INTENT_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function storeIntent(record: unknown): void {
  try {
    window.localStorage.setItem(INTENT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the key still protects retries within this page.
  }
}

export function clearStoredIntent(): void {
  try {
    window.localStorage.removeItem(INTENT_KEY);
  } catch {
    // ignore
  }
}

// Decision: a d払い mini-app payment (PAYMENT_METHOD_D_MINI_APP) keeps its order id and payment request id in the
// session (SPEC 3 dPayMiniPaymentOrderId / dPayMiniPaymentRequestId) while the browser is at the d払い payment: the
// complete page starts the order with the kept request id when the return does not carry one, and /dmini resumes a
// payment left pending; both are dropped once the return was handled.
export function rememberDPayMiniPayment(orderId: string, paymentRequestId: string | null | undefined): void {
  storedState.set('dPayMiniPaymentOrderId', orderId);
  if (paymentRequestId) storedState.set('dPayMiniPaymentRequestId', paymentRequestId);
  else storedState.remove('dPayMiniPaymentRequestId');
}

export function readDPayMiniPayment(): { orderId: string | null; paymentRequestId: string | null } {
  return {
    orderId: storedState.get('dPayMiniPaymentOrderId'),
    paymentRequestId: storedState.get('dPayMiniPaymentRequestId'),
  };
}

export function clearDPayMiniPayment(): void {
  storedState.remove('dPayMiniPaymentOrderId');
  storedState.remove('dPayMiniPaymentRequestId');
}
