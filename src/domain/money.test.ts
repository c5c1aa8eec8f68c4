import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLine, optionItem } from './testing/cart-fixtures';
import type { Cart } from './cart-types';
import {
  priceParts,
  cartTotal,
  customizeTotal,
  formatYen,
  isOrderButtonDisabled,
  linePrice,
  linesTotal,
  unitPrice,
  type PricedNode,
} from './money';

const cheese = { price: 50, quantity: 2 };
const bacon = { price: 120, discountedPrice: 100, quantity: 1 };

describe('linePrice (SPEC §5 L280)', () => {
  it.each([
    [
      "'Line price = (... price plus nested customize items' totals) x quantity'",
      { price: 500, quantity: 2, customizeItems: [cheese, bacon] },
      (500 + 100 + 100) * 2,
    ],
    [
      "'(discounted price, or ...) x quantity': the discounted price replaces price and customizations",
      { price: 500, discountedPrice: 400, quantity: 2, customizeItems: [cheese] },
      800,
    ],
    ['a discounted price of 0 is still a discounted price', { price: 500, discountedPrice: 0, quantity: 3 }, 0],
    ['discountedPrice null falls back to price', { price: 500, discountedPrice: null, quantity: 1 }, 500],
    [
      'item-screen shape: chosen items inside customizeGroups',
      { price: 500, quantity: 1, customizeGroups: [{ customizeItems: [cheese] }, {}] },
      600,
    ],
    [
      'nested customize items count per unit of their parent',
      {
        price: 0,
        quantity: 1,
        customizeItems: [{ price: 300, quantity: 2, customizeItems: [{ price: 50, quantity: 1 }] }],
      },
      700,
    ],
    ['missing price and quantity: 0 × 1', {}, 0],
  ] as [string, PricedNode, number][])('%s', (_name, line, expected) => {
    expect(linePrice(line)).toBe(expected);
  });

  it("'each customize item's (discountedPrice ?? price) × its quantity'", () => {
    expect(customizeTotal([cheese, bacon, { price: 10 }, { quantity: 3 }])).toBe(100 + 100 + 10);
    expect(unitPrice({ price: 10, customizeItems: [cheese] })).toBe(110);
    expect(linesTotal([{ price: 10, quantity: 2 }, { price: 5 }])).toBe(25);
  });
});

describe('property: a line price equals the sum of its parts', () => {
  const leaf = fc.record({
    price: fc.integer({ min: 0, max: 5000 }),
    discountedPrice: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  const { node } = fc.letrec<{ node: PricedNode }>((tie) => ({
    node: fc.record({
      price: fc.integer({ min: 0, max: 5000 }),
      discountedPrice: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
      quantity: fc.integer({ min: 1, max: 9 }),
      customizeItems: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant([]),
        fc.array(tie('node'), { maxLength: 3 }),
      ),
    }),
  }));

  /** Every customize node's unit price times the quantities on its way up, summed: the parts. */
  function parts(items: readonly PricedNode[], factor: number): number {
    return items.reduce(
      (sum, item) =>
        sum +
        (item.discountedPrice ?? item.price ?? 0) * factor * (item.quantity ?? 1) +
        parts(item.customizeItems ?? [], factor * (item.quantity ?? 1)),
      0,
    );
  }

  it('without a discounted price: (price + parts) × quantity, an integer', () => {
    fc.assert(
      fc.property(leaf, fc.array(node, { maxLength: 4 }), (line, customizeItems) => {
        const plain = { price: line.price, quantity: line.quantity, customizeItems };
        const total = linePrice(plain);
        expect(total).toBe((line.price + parts(customizeItems, 1)) * line.quantity);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });

  it('with a discounted price: discounted price × quantity; and a cart total is the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(leaf, fc.array(node, { maxLength: 3 })), { maxLength: 5 }), (lines) => {
        const priced = lines.map(([line, customizeItems]) => ({ ...line, customizeItems }));
        for (const line of priced) {
          const expected =
            line.discountedPrice !== undefined
              ? line.discountedPrice * line.quantity
              : (line.price + parts(line.customizeItems, 1)) * line.quantity;
          expect(linePrice(line)).toBe(expected);
        }
        expect(linesTotal(priced)).toBe(priced.reduce((sum, line) => sum + linePrice(line), 0));
      }),
    );
  });
});

describe('cart total and order button', () => {
  const cart = (orderItems: Cart['orderItems'], optionItems: Cart['optionItems'] = []) => ({ orderItems, optionItems });
  it.each([
    [
      'lines plus option items',
      cart(
        [cartLine({ customizeId: 'a', price: 500, quantity: 2 })],
        [optionItem({ itemId: 'fork', price: 10, quantity: 1 })],
      ),
      1010,
    ],
    ['empty cart', cart([]), 0],
    ['no cart', null, 0],
  ])('cartTotal: %s', (_name, c, expected) => {
    expect(cartTotal(c)).toBe(expected);
  });

  it.each([
    ["'disabled if the cart is empty' (SPEC §5 L279)", cart([]), undefined, true],
    ['no cart', null, undefined, true],
    [
      "'or the total price is 0 or less' (SPEC §5 L279)",
      cart([cartLine({ customizeId: 'a', price: 0, quantity: 1 })]),
      undefined,
      true,
    ],
    ['a server total of 0 or less', cart([cartLine({ customizeId: 'a', price: 500, quantity: 1 })]), -10, true],
    [
      'enabled with a positive total',
      cart([cartLine({ customizeId: 'a', price: 500, quantity: 1 })]),
      undefined,
      false,
    ],
  ])('isOrderButtonDisabled: %s', (_name, c, total, expected) => {
    expect(isOrderButtonDisabled(c, total)).toBe(expected);
  });
});

describe('formatYen', () => {
  it.each([
    ["'yen with thousands separators' (ja-JP) (SPEC §9 L430a)", 1234567, 'ja-JP', '￥1,234,567'],
    ['en-US', 1234567, 'en-US', '¥1,234,567'],
    ["'negative amounts with a minus sign' (SPEC §9 L430a)", -1500, 'ja-JP', '-￥1,500'],
    ["'The empty cart shows the yen-zero price' (SPEC §9 L430b)", 0, 'ja-JP', '￥0'],
    ['default locale is ja-JP', 980, undefined, '￥980'],
    ['an invalid locale falls back to ja-JP', 980, 'not a locale!!', '￥980'],
    ['fractions round to whole yen', 99.6, 'en-US', '¥100'],
    ['one yen sign per language: zh-CN shows the sign alone, not "JP¥"', 1380, 'zh-CN', '¥1,380'],
    ['zh-TW', 1380, 'zh-TW', '¥1,380'],
  ])('%s', (_name, amount, locale, expected) => {
    expect(formatYen(amount, locale)).toBe(expected);
  });
});

describe('formatYen keeps one formatter per locale (issue 15: a tap must not build Intl formatters)', () => {
  it.each([
    [
      'ja-JP, en-US, then ja-JP again: each call in its own language',
      ['ja-JP', 'en-US', 'ja-JP'],
      ['￥1,000', '¥1,000', '￥1,000'],
    ],
    ['an invalid locale twice: ja-JP both times', ['not a locale!!', 'not a locale!!'], ['￥1,000', '￥1,000']],
  ])('%s', (_name, locales, expected) => {
    expect(locales.map((locale) => formatYen(1000, locale))).toEqual(expected);
  });
});

describe('priceParts (SPEC 2 "price with discounted price") (SPEC §2 L88)', () => {
  it.each([
    ['no discount', { price: 890 }, { current: 890, regular: null, discounted: false }],
    [
      'discounted, regular hidden',
      { price: 980, discountedPrice: 880 },
      { current: 880, regular: null, discounted: true },
    ],
    [
      'discounted, regular shown (isNormalPriceDisplay)',
      { price: 980, discountedPrice: 880, showRegular: true },
      { current: 880, regular: 980, discounted: true },
    ],
    [
      'a discounted price equal to the price is no discount',
      { price: 500, discountedPrice: 500, showRegular: true },
      { current: 500, regular: null, discounted: false },
    ],
    [
      'a discount to 0 is a discount',
      { price: 100, discountedPrice: 0 },
      { current: 0, regular: null, discounted: true },
    ],
    ['no price counts as 0', { price: null, discountedPrice: null }, { current: 0, regular: null, discounted: false }],
  ])('%s', (_name, input, expected) => {
    expect(priceParts(input)).toEqual(expected);
  });
});
