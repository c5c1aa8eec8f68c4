// Bounds on stored data (DESIGN "Security notes": stored data is untrusted input; issue 10 item 5). Every check here
// is iterative, so a hostile nesting can never overflow the stack while it is being measured.
import { MAX_ORDER_QUANTITY } from './constants';

/** The contract nests customization at most 3 levels deep (CustomizeItem → Depth2 → Depth3). */
export const MAX_CUSTOMIZE_DEPTH = 3;

// Decision: a cart holds at most 99 lines (the spec's per-item maximum and default selection count, SPEC 9), each of
// quantity 1–99; a larger stored cart is not a cart this app wrote.
/** Most lines a stored cart may hold. */
export const MAX_CART_LINES = 99;
/** Most of one line (SPEC 9: 99). */
export const MAX_LINE_QUANTITY = MAX_ORDER_QUANTITY;

// Decision: OAuth access and refresh tokens (JWT or opaque) are printable ASCII without spaces and far below 4096
// characters; anything else would make every call fail (a 1 MB token gives HTTP 431) and is dropped.
/** Longest access or refresh token kept. */
export const MAX_TOKEN_LENGTH = 4096;
const TOKEN = /^[\x21-\x7e]+$/;

/** True for a token that can go into an Authorization header. */
export function isSaneToken(token: string): boolean {
  return token.length > 0 && token.length <= MAX_TOKEN_LENGTH && TOKEN.test(token);
}

// Decision: a stored date is an ISO 8601 date-time (as the app writes it) whose year lies in 2000–2100; a year like
// 99999 parses in JavaScript but makes the server answer 400, so it is dropped and the app asks again.
/** Earliest and latest year of a stored date. */
export const MIN_STORED_YEAR = 2000;
export const MAX_STORED_YEAR = 2100;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True for an ISO 8601 date-time with an offset, a real calendar instant, year 2000–2100. */
export function isSaneIsoDateTime(text: string): boolean {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < MIN_STORED_YEAR || year > MAX_STORED_YEAR) return false;
  return Number.isFinite(Date.parse(text));
}

// Decision: one stored value is at most 500 000 characters (local storage holds about 5 MB for the whole origin; a
// full cart of 99 lines is far smaller) and at most 16 levels of arrays/objects (a cart with 3 customization levels
// needs 11).
/** Longest raw stored value read. */
export const MAX_STORED_CHARS = 500_000;
/** Deepest nesting of arrays/objects in a stored value. */
export const MAX_STORED_DEPTH = 16;

/** True when `value` nests arrays/objects deeper than `maxDepth` (a scalar is depth 0). Iterative. */
export function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The deepest `customizeItems` nesting under a line or option (no array = 0). Iterative; stops past the limit. */
export function customizeDepth(node: unknown, limit: number = MAX_CUSTOMIZE_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[node, 0]];
  while (stack.length > 0) {
    const [at, depth] = stack.pop()!;
    if (typeof at !== 'object' || at === null) continue;
    const children = (at as { customizeItems?: unknown }).customizeItems;
    if (!Array.isArray(children)) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** True when no line or option of a stored cart nests customization deeper than the contract's 3 levels. */
export function withinCustomizeDepth(cart: unknown): boolean {
  if (typeof cart !== 'object' || cart === null) return true;
  const { orderItems, optionItems } = cart as { orderItems?: unknown; optionItems?: unknown };
  const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  const lines = [...asList(orderItems), ...asList(optionItems)];
  return lines.every((line) => customizeDepth(line) <= MAX_CUSTOMIZE_DEPTH);
}
