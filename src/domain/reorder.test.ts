import { describe, expect, it } from 'vitest';
import { customizeGroup, customizeItem, menuItem, multiSelectionSetting } from './testing/menu-fixtures';
import type { CustomizeItemNode, MenuItemTree } from './customization-types';
import { checkReorderLine, planReorder, type PastLine } from './reorder';

/** The current karaage bento: ¥890, a required rice group (regular ¥0 / large ¥100) and an optional sauce group. */
const bento = (overrides: Partial<MenuItemTree> = {}, large: Partial<CustomizeItemNode> = {}): MenuItemTree =>
  menuItem({
    itemId: 'i-bento',
    version: 4,
    name: '唐揚げ弁当',
    price: 890,
    itemState: 'OnSale',
    customizeGroups: [
      customizeGroup({
        customizeGroupId: 'g-rice',
        isSelectionRequired: true,
        multiSelectionSetting: multiSelectionSetting({ maxItemSelectionCount: 1 }),
        customizeItems: [
          customizeItem({ itemId: 'c-regular', price: 0, itemState: 'OnSale' }),
          customizeItem({ itemId: 'c-large', price: 100, itemState: 'OnSale', ...large }),
        ],
      }),
      customizeGroup({
        customizeGroupId: 'g-sauce',
        isMultiSelection: true,
        customizeItems: [customizeItem({ itemId: 'c-mayo', price: 50, itemState: 'OnSale' })],
      }),
    ],
    ...overrides,
  });

const pastBento = (
  choices: PastLine['customizeItems'] = [{ itemId: 'c-large', customizeGroupId: 'g-rice', quantity: 1, price: 100 }],
): PastLine => ({
  itemId: 'i-bento',
  quantity: 2,
  price: 890,
  customizeItems: choices,
});

describe('order again: each line re-checked against the current menu (issue 12 item 4)', () => {
  it.each<[string, MenuItemTree | null, PastLine, string]>([
    ['"item still offered": unchanged → added', bento(), pastBento(), 'ok'],
    [
      'no current menu offers the item → "never add an item the menu no longer allows"',
      null,
      pastBento(),
      'notOffered',
    ],
    ['state Disabled → not offered', bento({ itemState: 'Disabled' }), pastBento(), 'notOffered'],
    ['state Hidden → not offered', bento({ itemState: 'Hidden' }), pastBento(), 'notOffered'],
    ['"sold out": state SoldOut', bento({ itemState: 'SoldOut' }), pastBento(), 'soldOut'],
    [
      '"sold out": a required group with all its items sold out',
      bento({
        customizeGroups: [
          customizeGroup({
            customizeGroupId: 'g-rice',
            isSelectionRequired: true,
            customizeItems: [customizeItem({ itemId: 'c-large', price: 100, itemState: 'SoldOut' })],
          }),
        ],
      }),
      pastBento(),
      'soldOut',
    ],
    [
      '"customizations still valid": the chosen option is gone',
      bento({}, { itemId: 'c-jumbo' }),
      pastBento(),
      'customizationChanged',
    ],
    [
      '"customizations still valid": the chosen option is sold out',
      bento({}, { itemState: 'SoldOut' }),
      pastBento(),
      'customizationChanged',
    ],
    [
      '"customizations still valid": a required group left without a choice',
      bento(),
      pastBento([]),
      'customizationChanged',
    ],
    [
      '"customizations still valid": too many choices for the group',
      bento(),
      pastBento([
        { itemId: 'c-large', customizeGroupId: 'g-rice', quantity: 1, price: 100 },
        { itemId: 'c-regular', customizeGroupId: 'g-rice', quantity: 1, price: 0 },
      ]),
      'customizationChanged',
    ],
  ])('%s', (_name, current, past, kind) => {
    expect(checkReorderLine(past, current, 't1').kind).toBe(kind);
  });

  it.each<[string, MenuItemTree, PastLine, { before: number; after: number } | null]>([
    ['same price → no "price changed"', bento(), pastBento(), null],
    [
      '"price changed": the item ¥890 → ¥950 (unit with the large rice ¥990 → ¥1,050)',
      bento({ price: 950 }),
      pastBento(),
      { before: 990, after: 1050 },
    ],
    ['"price changed": the option ¥100 → ¥150', bento({}, { price: 150 }), pastBento(), { before: 990, after: 1040 }],
    [
      '"price changed": now discounted to ¥800',
      bento({ discountedPrice: 800 }),
      pastBento(),
      { before: 990, after: 800 },
    ],
  ])('%s', (_name, current, past, change) => {
    const verdict = checkReorderLine(past, current, 't1');
    expect(verdict.kind).toBe('ok');
    if (verdict.kind === 'ok') expect(verdict.priceChange).toEqual(change);
  });

  it('an added line keeps the past quantity and choices, with the current version and names', () => {
    const verdict = checkReorderLine(pastBento(), bento(), 'tree-1');
    expect(verdict.kind).toBe('ok');
    if (verdict.kind !== 'ok') return;
    expect(verdict.orderItem).toMatchObject({ treeId: 'tree-1', itemId: 'i-bento', version: 4, quantity: 2 });
    expect(verdict.orderItem.customizeGroups.map((g) => g.customizeItems.map((i) => i.itemId))).toEqual([
      ['c-large'],
      [],
    ]);
  });
});

describe('order again: SPEC 5 "Order quantity" caps ("The maximum is 99", enableMaxOrderCount / maxOrderCount)', () => {
  const single = (quantity: number): PastLine => ({ itemId: 'i-bento', quantity, price: 890, customizeItems: [] });
  const plain = (overrides: Partial<MenuItemTree> = {}): MenuItemTree => bento({ customizeGroups: [], ...overrides });
  const capped = (maxOrderCount: number) => plain({ enableMaxOrderCount: true, maxOrderCount });

  it.each<
    [
      string,
      MenuItemTree,
      PastLine,
      { itemId: string; quantity: number }[],
      number,
      { before: number; after: number } | null,
    ]
  >([
    ['"The maximum is 99": a past 99 stays 99', plain(), single(99), [], 99, null],
    ['"The maximum is 99": a past 120 is lowered to 99', plain(), single(120), [], 99, { before: 120, after: 99 }],
    ['maxOrderCount 3, nothing in the cart: 2 stays 2', capped(3), single(2), [], 2, null],
    ['maxOrderCount 3, nothing in the cart: 5 is lowered to 3', capped(3), single(5), [], 3, { before: 5, after: 3 }],
    [
      '"maxOrderCount minus the quantity already in the cart": 3 − 2 leaves 1',
      capped(3),
      single(2),
      [{ itemId: 'i-bento', quantity: 2 }],
      1,
      { before: 2, after: 1 },
    ],
    [
      "another item in the cart does not count toward this item's maxOrderCount",
      capped(3),
      single(3),
      [{ itemId: 'i-cola', quantity: 5 }],
      3,
      null,
    ],
    ['enableMaxOrderCount false: maxOrderCount 3 does not apply', plain({ maxOrderCount: 3 }), single(5), [], 5, null],
  ])('%s', (_name, current, past, inCart, quantity, change) => {
    const verdict = checkReorderLine(past, current, 't1', inCart);
    expect(verdict.kind).toBe('ok');
    if (verdict.kind !== 'ok') return;
    expect(verdict.orderItem.quantity).toBe(quantity);
    expect(verdict.quantityChange).toEqual(change);
  });

  it('"maxOrderCount minus the quantity already in the cart" is 0: left out as over the limit', () => {
    expect(checkReorderLine(single(1), capped(3), 't1', [{ itemId: 'i-bento', quantity: 3 }])).toEqual({
      kind: 'overLimit',
    });
  });

  it.each<[string, MenuItemTree, string]>([
    ['maxOrderCount 0: over the limit', capped(0), 'overLimit'],
    [
      'the state comes first: a sold-out item with maxOrderCount 0 is sold out',
      { ...capped(0), itemState: 'SoldOut' },
      'soldOut',
    ],
  ])('%s', (_name, current, kind) => {
    expect(checkReorderLine(single(1), current, 't1').kind).toBe(kind);
  });

  it('the plan counts the lines it adds: maxOrderCount 3 over lines of 2, 2 and 1 → 2, 1 (lowered), left out', () => {
    const plan = planReorder(
      [single(2), single(2), single(1)],
      () => capped(3),
      (i) => `t${i}`,
    );
    expect(plan.add.map((line) => line.quantity)).toEqual([2, 1]);
    expect(plan.verdicts.map(({ verdict }) => verdict.kind)).toEqual(['ok', 'ok', 'overLimit']);
    expect(plan.changed).toBe(true);
  });

  it('a lowered quantity alone is a change to tell', () => {
    const plan = planReorder(
      [single(5)],
      () => capped(3),
      (i) => `t${i}`,
    );
    expect(plan.changed).toBe(true);
  });
});

describe('order again: the plan for the whole order ("show what changed before the cart opens")', () => {
  const cola: PastLine = { itemId: 'i-cola', quantity: 1, price: 200, customizeItems: [] };
  const menu: Record<string, MenuItemTree> = {
    'i-bento': bento(),
    'i-cola': menuItem({ itemId: 'i-cola', version: 1, price: 200, itemState: 'SoldOut', customizeGroups: [] }),
  };
  it.each<[string, PastLine[], Record<string, MenuItemTree>, string[], boolean]>([
    ['all unchanged: nothing to tell', [pastBento()], menu, ['i-bento'], false],
    ['one sold out: only the rest is added, and it is a change', [pastBento(), cola], menu, ['i-bento'], true],
    [
      'a price changed: added, and it is a change',
      [pastBento()],
      { 'i-bento': bento({ price: 900 }) },
      ['i-bento'],
      true,
    ],
    ['nothing left: nothing added', [cola], menu, [], true],
  ])('%s', (_name, lines, items, added, changed) => {
    const plan = planReorder(
      lines,
      (id) => items[id] ?? null,
      (i) => `t${i}`,
    );
    expect(plan.add.map((line) => line.itemId)).toEqual(added);
    expect(plan.changed).toBe(changed);
    expect(plan.verdicts).toHaveLength(lines.length);
  });
});
