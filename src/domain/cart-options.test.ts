import { describe, expect, it } from 'vitest';
import { cartLine, optionItem } from './testing/cart-fixtures';
import { optionItemChoices, optionItemRows, setOptionItem } from './cart-options';
import type { Cart, OptionItem } from './cart-types';

const fork: OptionItem = optionItem({ itemId: '10', name: 'fork', price: 0 });
const spoon: OptionItem = optionItem({ itemId: '2', name: 'spoon', price: 0 });
const towel: OptionItem = optionItem({ itemId: '3', name: 'towel', price: 0 });
const cart: Cart = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1' },
  servingType: 'takeout',
  orderItems: [cartLine({ customizeId: 'a', quantity: 1 })],
  optionItems: [{ ...fork, quantity: 1 }],
};

describe('optionItemChoices', () => {
  it("'for takeout only, sorted by id and pre-checked when already in the cart' (SPEC §2 L103)", () => {
    expect(optionItemChoices([fork, towel, spoon], cart, 'takeout')).toEqual([
      { item: spoon, checked: false },
      { item: towel, checked: false },
      { item: fork, checked: true },
    ]);
  });

  it.each([
    ['eat-in shows none', [fork], cart, 'eat_in', 0],
    ['no cart: nothing checked', [fork, spoon], null, 'takeout', 2],
  ] as const)('%s', (_name, available, c, servingType, count) => {
    const choices = optionItemChoices(available, c, servingType);
    expect(choices).toHaveLength(count);
    expect(choices.some((choice) => choice.checked)).toBe(false);
  });
});

describe('setOptionItem (SPEC §4 L231)', () => {
  it.each([
    ["'Ticking an option item adds it with quantity 1'", cart, spoon, true, ['10×1', '2×1']],
    ["'Unticking removes it'", cart, fork, false, []],
    ['ticking one already in the cart changes nothing', cart, fork, true, ['10×1']],
    ['unticking one not in the cart changes nothing', cart, spoon, false, ['10×1']],
    ['an eat-in cart takes no options', { ...cart, servingType: 'eat_in', optionItems: [] }, spoon, true, []],
  ] as [string, Cart, OptionItem, boolean, string[]][])('%s', (_name, c, option, checked, expected) => {
    expect(setOptionItem(c, option, checked).optionItems.map((o) => `${o.itemId}×${o.quantity}`)).toEqual(expected);
  });
});

describe('optionItemRows (SPEC 2 "Option items ... appear as checkboxes, for takeout only, sorted by id and pre-checked") (SPEC §2 L103)', () => {
  const listed = [
    { item: optionItem({ itemId: 'o3', price: 0 }), saleState: 'ON_SALE' },
    { item: optionItem({ itemId: 'o1', price: 0 }), saleState: 'SOLD_OUT' },
    { item: optionItem({ itemId: 'o2', price: 0 }), saleState: 'HIDDEN' },
    { item: optionItem({ itemId: 'o4', price: 0 }), saleState: 'SOLD_OUT' },
  ];
  const ticked = { optionItems: [optionItem({ itemId: 'o4', price: 0, quantity: 1 })] };
  it.each([
    [
      'takeout: hidden left out, sorted by id, sold out disabled unless ticked',
      ticked,
      'takeout',
      [
        ['o1', false, true],
        ['o3', false, false],
        ['o4', true, false],
      ],
    ],
    ['eat-in: none', ticked, 'eat_in', []],
    [
      'no cart yet: nothing ticked',
      null,
      'takeout',
      [
        ['o1', false, true],
        ['o3', false, false],
        ['o4', false, true],
      ],
    ],
  ] as const)('%s', (_name, cart, servingType, expected) => {
    const rows = optionItemRows(listed, cart, servingType);
    expect(rows.map((row) => [row.item.itemId, row.checked, row.disabled])).toEqual(expected);
  });
});
