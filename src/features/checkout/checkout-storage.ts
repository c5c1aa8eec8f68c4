'use client';

import { restoreOrderForm, type OrderFormValues } from '@/domain/order-form';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/storage-keys';
import { storedState } from '@/lib/stored-state';

// Local storage of the order form (SPEC 3 client storage: orderFormValues, paymentMethod); the order intent and a
// d払い payment's ids are in order-intent-storage.ts (the complete page needs only those). Stored values are untrusted:
// the domain rules drop anything of the wrong shape.

/** The stored contact fields, or the empty form when the stored value is missing or malformed. */
export function readStoredOrderForm(): OrderFormValues {
  return restoreOrderForm(storedState.get('orderFormValues'));
}

/** Stores the contact fields (never card data). */
export function storeOrderForm(values: OrderFormValues): void {
  storedState.set('orderFormValues', { ...values });
}

/** The stored payment method, or null when missing or not one of the SPEC 3 methods. */
export function readStoredPaymentMethod(): PaymentMethod | null {
  const value = storedState.get('paymentMethod');
  return value && (PAYMENT_METHODS as readonly string[]).includes(value) ? value : null;
}

export function storePaymentMethod(method: PaymentMethod): void {
  storedState.set('paymentMethod', method);
}
