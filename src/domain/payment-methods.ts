import type { OnsitePaymentSetting } from '@/api/generated/models';
import type { PaymentMethod } from './storage-keys';

/** Onsite payment setting of the order confirmation (SPEC 3 "Onsite payment setting"): the contract's type. */
export type { OnsitePaymentSetting };

/** How the order is paid and placed. */
export type PaymentFlow = 'card' | 'card3ds' | 'wallet' | 'atRestaurant';

const FLOWS: Readonly<Record<PaymentMethod, PaymentFlow>> = {
  PAYMENT_METHOD_CASH: 'atRestaurant',
  PAYMENT_METHOD_ONSITE: 'atRestaurant',
  PAYMENT_METHOD_CREDITCARD: 'card',
  PAYMENT_METHOD_CREDITCARD_DISCOVER: 'card',
  PAYMENT_METHOD_CREDITCARD_3D_SECURE: 'card3ds',
  PAYMENT_METHOD_D_PAY: 'wallet',
  PAYMENT_METHOD_D_MINI_APP: 'wallet',
  PAYMENT_METHOD_PAYPAY: 'wallet',
  PAYMENT_METHOD_AU_PAY: 'wallet',
  PAYMENT_METHOD_RAKUTEN_PAY: 'wallet',
  // Decision: point and digital-money payments are settled by the payment provider's page like the wallets.
  PAYMENT_METHOD_POINT: 'wallet',
  PAYMENT_METHOD_DIGITAL_MONEY: 'wallet',
};

/** The flow of a payment method: a card form, a card with 3-D Secure, a redirect (preorder), or at the restaurant. */
export function paymentFlow(method: PaymentMethod): PaymentFlow {
  return FLOWS[method];
}

/** Redirect methods go through POST /v1/orders/preorder and the payment page (SPEC 7 "Orders"). */
export function usesPreorder(method: PaymentMethod): boolean {
  return FLOWS[method] === 'wallet';
}

/** Card methods need a saved card or a card token. */
export function needsCard(method: PaymentMethod): boolean {
  return FLOWS[method] === 'card' || FLOWS[method] === 'card3ds';
}

export interface OfferedPaymentMethod {
  method: PaymentMethod;
  /** Choosing it first needs a login (onsite payment with ONSITE_PAYMENT_LOGIN_REQUIRED and a guest). */
  loginRequired: boolean;
}

const KNOWN = new Set<string>(Object.keys(FLOWS));

/**
 * The methods the order form offers: exactly the confirmation's available_payment_methods, in its order, without
 * duplicates or unknown values; onsite follows onsite_payment_setting (deny: hidden; login required: offered, but a
 * guest must log in first). Decision: cash (paying at the register) is not onsite payment and ignores the setting.
 */
export function offeredPaymentMethods(input: {
  available: readonly string[];
  onsiteSetting: OnsitePaymentSetting;
  isGuest: boolean;
}): OfferedPaymentMethod[] {
  const seen = new Set<string>();
  const offered: OfferedPaymentMethod[] = [];
  for (const raw of input.available) {
    if (!KNOWN.has(raw) || seen.has(raw)) continue;
    seen.add(raw);
    const method = raw as PaymentMethod;
    const onsite = method === 'PAYMENT_METHOD_ONSITE';
    if (onsite && input.onsiteSetting === 'ONSITE_PAYMENT_DENY') continue;
    offered.push({
      method,
      loginRequired: onsite && input.onsiteSetting === 'ONSITE_PAYMENT_LOGIN_REQUIRED' && input.isGuest,
    });
  }
  return offered;
}

// Decision (issue 27 item 3): the order form opens ready to order. The method selected first is the last one used
// (stored under `paymentMethod`; local storage belongs to one origin, and each brand has its own host name (SPEC 1), so
// it is remembered per brand) while it is still offered and usable without typing: a card method only with a saved
// card. Otherwise the first offered method paid at the restaurant (cash, onsite) that needs no login; otherwise a card
// method with a saved card. Never an empty new-card form, never a wallet the customer did not pick (it leaves for the
// provider's page), and nothing (the customer chooses) when none of these is offered.
/** The method selected when the form opens, given how many usable saved cards the customer has (a guest: 0). */
export function initialPaymentMethod(
  stored: PaymentMethod | null | undefined,
  offered: readonly OfferedPaymentMethod[],
  savedCards = 0,
): PaymentMethod | null {
  const usable = offered.filter((o) => !o.loginRequired).map((o) => o.method);
  const ready = (method: PaymentMethod) => !needsCard(method) || savedCards > 0;
  if (stored && usable.includes(stored) && ready(stored)) return stored;
  return (
    usable.find((m) => FLOWS[m] === 'atRestaurant') ??
    usable.find((m) => FLOWS[m] === 'card' && ready(m)) ??
    usable.find((m) => FLOWS[m] === 'card3ds' && ready(m)) ??
    null
  );
}

/** Translation key stem of a method's name and icon: `payment.method.<slug>` (all four languages). */
export function paymentMethodSlug(method: PaymentMethod): string {
  return method.replace(/^PAYMENT_METHOD_/, '').toLowerCase();
}
