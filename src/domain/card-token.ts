import { cardExpiryYears } from './forms';
import { zoned, type TimeInput } from './time-zone';

/** Card fields of the new-card form, the targets of card-token error codes. */
export type CardField = 'cardNumber' | 'expiry' | 'securityCode' | 'holderName';

/** Where a card-token result code is shown: on a card field, as "try again" (token count) or as a system error. */
export type CardTokenErrorTarget = CardField | 'tokenCount' | 'system';

// Decision (DESIGN "Card tokens"): 100–102 card number, 110–113 expiry, 121–122 security code, 131–132 holder,
// 141–142 token count; every other code (160–191 shop set-up, 5xx, 9xx, malformed) is a system error.
const RANGES: ReadonlyArray<readonly [number, number, CardTokenErrorTarget]> = [
  [100, 109, 'cardNumber'],
  [110, 119, 'expiry'],
  [120, 129, 'securityCode'],
  [130, 139, 'holderName'],
  [140, 149, 'tokenCount'],
];

/** The place a card-token error code is shown. '000' is success and never passed here. */
export function cardTokenErrorTarget(code: unknown): CardTokenErrorTarget {
  if (typeof code !== 'string' || !/^\d{3}$/.test(code)) return 'system';
  const n = Number(code);
  if (n < 100 || n > 199) return 'system';
  return RANGES.find(([lo, hi]) => n >= lo && n <= hi)?.[2] ?? 'system';
}

/** The token script's expiry 'YYYYMM' from the form's two-digit year and month (SPEC 5 choices). */
export function tokenExpire(year2: string, month: string, century = 2000): string | null {
  if (!/^\d{2}$/.test(year2) || !/^(0[1-9]|1[0-2])$/.test(month)) return null;
  return `${century + Number(year2)}${month}`;
}

export interface NewCardInput {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
  holderName: string;
}

/** Card number digits without spaces or hyphens. */
export function cardDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

// Decision: the checks the token service would fail, so the customer sees them before sending: 14–16 digits,
// a 3–4 digit security code, a holder of 1–50 letters, spaces, dots, hyphens or slashes (the card's embossing).
// Decision (issue 31): a card is valid to the end of its expiry month, in Asia/Tokyo: a month before the current one
// of the current year is refused ('invalid': 有効期限をご確認ください); the current month is still valid. The two-digit
// year is read against the offered years (SPEC 5: this year and the 9 following), so '01' offered in 2095 is 2101.
/** Client-side errors of the new-card form at `now`, field → message key. */
export function validateNewCard(card: NewCardInput, now: TimeInput): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(card.cardNumber);
  if (!digits) errors.cardNumber = 'required';
  else if (!/^\d{14,16}$/.test(digits)) errors.cardNumber = 'invalid';
  const expiry = expiryState(card.expiryMonth, card.expiryYear, now);
  if (expiry) errors.expiry = expiry;
  if (!card.securityCode) errors.securityCode = 'required';
  else if (!/^\d{3,4}$/.test(card.securityCode)) errors.securityCode = 'invalid';
  const holder = card.holderName.trim();
  if (!holder) errors.holderName = 'required';
  else if (!/^[A-Za-z .\-/]{1,50}$/.test(holder)) errors.holderName = 'invalid';
  return errors;
}

/** 'required' when month or year is not one of the choices, 'invalid' when the month is already over, else null. */
function expiryState(month: string, year2: string, now: TimeInput): 'required' | 'invalid' | null {
  const years = cardExpiryYears(now);
  const offset = years.indexOf(year2);
  if (!/^(0[1-9]|1[0-2])$/.test(month) || offset < 0) return 'required';
  const today = zoned(now);
  return offset === 0 && today && Number(month) < today.month ? 'invalid' : null;
}
