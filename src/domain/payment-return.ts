import { sanitizeReturnUrl } from './return-url';

/** What an outside payment page (3-D Secure challenge, wallet) reports on its way back. */
export type PaymentResult = 'approved' | 'canceled' | 'failed';

export interface PaymentReturn {
  kind: '3ds' | 'wallet';
  result: PaymentResult;
  paymentRequestId: string | null;
}

const RESULTS = new Set<string>(['approved', 'canceled', 'failed']);

/**
 * The payment return carried on the complete page's address (`?return=3ds|wallet&result=…&payment_request_id=…`),
 * or null for a plain visit. Decision: a missing or unknown result counts as 'approved', because the server
 * (startOrder) decides the outcome anyway; a payment_request_id of an unexpected shape is dropped.
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const kind = params.get('return');
  if (kind !== '3ds' && kind !== 'wallet') return null;
  const raw = params.get('result') ?? '';
  const id = params.get('payment_request_id');
  return {
    kind,
    result: RESULTS.has(raw) ? (raw as PaymentResult) : 'approved',
    paymentRequestId: id && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null,
  };
}

/** What the complete page does with a return: start the pending order, or go back to the form with a message. */
export type ReturnAction = { kind: 'start' } | { kind: 'backToForm'; reason: 'canceled' | 'failed' } | { kind: 'show' };

export function returnAction(ret: PaymentReturn | null, orderState: string): ReturnAction {
  if (!ret || orderState !== 'ORDER_STATE_PENDING') return { kind: 'show' };
  if (ret.result === 'canceled') return { kind: 'backToForm', reason: 'canceled' };
  if (ret.result === 'failed') return { kind: 'backToForm', reason: 'failed' };
  return { kind: 'start' };
}

/**
 * Mock stand-in pages only: where the stand-in sends the browser back — the `return_url` of its own address
 * (same-origin paths only, anything else gives '/') with what a real provider adds: the result and, for wallets,
 * the payment request id.
 */
export function standinReturnHref(
  returnUrl: string | null,
  add: { result: PaymentResult; paymentRequestId?: string | null },
): string {
  const safe = sanitizeReturnUrl(returnUrl ?? '');
  const url = new URL(safe, 'http://standin.invalid');
  url.searchParams.set('result', add.result);
  if (add.paymentRequestId) url.searchParams.set('payment_request_id', add.paymentRequestId);
  return `${url.pathname}${url.search}`;
}
