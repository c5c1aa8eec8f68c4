// The order form's notice after a canceled or failed payment sent the customer back to it (payment-return.ts
// `backToForm`). A file of its own so the order form loads only this rule, not the return's (issue 29).

/** The order form's notice after coming back from a payment page (`?payment=canceled|failed`), or null. */
export function paymentNotice(value: string | null): 'canceled' | 'failed' | null {
  return value === 'canceled' || value === 'failed' ? value : null;
}
