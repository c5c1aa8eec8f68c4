// Prices in integer yen (SPEC 5 "Line price", SPEC 9 "Currency").
import type { Cart } from './cart-types';

/** Anything priced: a menu/cart line or a customize item, with nested customize items in either shape. */
export interface PricedNode {
  price?: number;
  discountedPrice?: number | null;
  quantity?: number;
  customizeItems?: readonly PricedNode[];
  customizeGroups?: readonly { customizeItems?: readonly PricedNode[] }[];
}

function children(node: PricedNode): readonly PricedNode[] {
  const nested = (node.customizeGroups ?? []).flatMap((group) => group.customizeItems ?? []);
  return [...(node.customizeItems ?? []), ...nested];
}

/** Total of nested customize items: each ((discountedPrice ?? price) + its nested total) × its quantity. */
export function customizeTotal(items: readonly PricedNode[]): number {
  // Decision: a customize item's price (and its nested options, taken per unit) multiplies by its own quantity.
  return items.reduce((sum, item) => {
    const unit = (item.discountedPrice ?? item.price ?? 0) + customizeTotal(children(item));
    return sum + unit * (item.quantity ?? 1);
  }, 0);
}

/** Unit price of a line: the discounted price, or price plus nested customize items' totals. */
export function unitPrice(line: PricedNode): number {
  // Decision: as SPEC 5 reads, a discounted price replaces price and customizations alike (it is taken as final).
  if (line.discountedPrice !== null && line.discountedPrice !== undefined) return line.discountedPrice;
  return (line.price ?? 0) + customizeTotal(children(line));
}

/** Line price = (discounted price, or price plus nested customize items' totals) × quantity. */
export function linePrice(line: PricedNode): number {
  return unitPrice(line) * (line.quantity ?? 1);
}

/** Sum of line prices. */
export function linesTotal(lines: readonly PricedNode[]): number {
  return lines.reduce((sum, line) => sum + linePrice(line), 0);
}

/** Cart total: order lines plus option items (price × quantity); 0 for no cart. */
export function cartTotal(cart: Pick<Cart, 'orderItems' | 'optionItems'> | null): number {
  if (!cart) return 0;
  // Decision: option items (e.g. cutlery) count with their own price × quantity.
  return linesTotal(cart.orderItems) + linesTotal(cart.optionItems);
}

/** One formatter per locale tag: building an Intl.NumberFormat costs far more than formatting with it (issue 15). */
const yenFormats = new Map<string, Intl.NumberFormat>();

function yenFormat(locale: string): Intl.NumberFormat {
  const known = yenFormats.get(locale);
  if (known) return known;
  // Decision: the narrow symbol, so every language shows the yen sign alone (zh-CN would otherwise write "JP¥");
  // Japanese keeps its full-width ￥, as Intl and Japanese price tags write it.
  const options = { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' } as const;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    // Decision: an invalid locale tag falls back to ja-JP instead of throwing.
    format = new Intl.NumberFormat('ja-JP', options);
  }
  yenFormats.set(locale, format);
  return format;
}

/**
 * Formats yen with thousands separators and a minus sign, e.g. ￥1,234 (ja-JP) or ¥1,234 (en-US): the one yen format
 * of each language (issue 16 item 5), reached from the screens through `useYen`.
 */
export function formatYen(amount: number, locale = 'ja-JP'): string {
  return yenFormat(locale).format(Math.round(amount));
}

/** The order button is disabled if the cart is empty or the total price is 0 or less. */
export function isOrderButtonDisabled(
  cart: Pick<Cart, 'orderItems' | 'optionItems'> | null,
  total = cartTotal(cart),
): boolean {
  return !cart || cart.orderItems.length === 0 || total <= 0;
}

/** A price as shown: the amount to pay, the regular price to strike through (or null), and whether it is discounted. */
export interface PriceParts {
  readonly current: number;
  readonly regular: number | null;
  readonly discounted: boolean;
}

// Decision: a discounted price equal to the price is no discount (shown plain); the regular price is struck through
// only when asked (isNormalPriceDisplay for items; always for options) and the price is discounted.
/** SPEC 2 "price with discounted price": what every price display shows. */
export function priceParts(input: {
  price: number | null | undefined;
  discountedPrice?: number | null;
  showRegular?: boolean | null;
}): PriceParts {
  const price = input.price ?? 0;
  const discountedPrice = input.discountedPrice;
  if (discountedPrice === null || discountedPrice === undefined || discountedPrice === price) {
    return { current: price, regular: null, discounted: false };
  }
  return { current: discountedPrice, regular: input.showRegular === true ? price : null, discounted: true };
}
