import { describe, expect, it } from 'vitest';
import { customizeGroup, customizeItem, menuItem, multiSelectionSetting } from './testing/menu-fixtures';
import { childPath, findGroup, type GroupPath } from './customization-path';
import {
  customizationReducer,
  initialItemScreenState,
  type CustomizationAction,
  type ItemScreenState,
} from './customization-reducer';
import type { CustomizeItemNode, MenuItemTree } from './customization-types';

const straw: CustomizeItemNode = customizeItem({ itemId: 'straw', price: 10 });
const less: CustomizeItemNode = customizeItem({
  itemId: 'less',
  price: 0,
  customizeGroups: [customizeGroup({ customizeGroupId: 'extras', isMultiSelection: true, customizeItems: [straw] })],
});
const cola: CustomizeItemNode = customizeItem({
  itemId: 'cola',
  price: 0,
  customizeGroups: [
    customizeGroup({
      customizeGroupId: 'ice',
      isSelectionRequired: true,
      customizeItems: [customizeItem({ itemId: 'normal', price: 0 }), less],
    }),
  ],
});
const setItem: CustomizeItemNode = customizeItem({
  itemId: 'set',
  price: 300,
  customizeGroups: [
    customizeGroup({
      customizeGroupId: 'drink',
      isSelectionRequired: true,
      customizeItems: [cola, customizeItem({ itemId: 'tea', price: 0 })],
    }),
  ],
});
const cheese: CustomizeItemNode = customizeItem({ itemId: 'cheese', price: 50, maxSelectionCount: 3 });
const bacon: CustomizeItemNode = customizeItem({ itemId: 'bacon', price: 100, isUnlimited: true });
const medium: CustomizeItemNode = customizeItem({ itemId: 'M', price: 100 });

const burger: MenuItemTree = menuItem({
  itemId: 'burger',
  price: 500,
  customizeGroups: [
    customizeGroup({
      customizeGroupId: 'size',
      isSelectionRequired: true,
      customizeItems: [customizeItem({ itemId: 'S', price: 0 }), medium],
    }),
    customizeGroup({
      customizeGroupId: 'toppings',
      isMultiSelection: true,
      customizeItems: [cheese, bacon],
      multiSelectionSetting: multiSelectionSetting({
        showCounter: true,
        maxItemSelectionCount: 2,
        maxTotalSelectionCount: 4,
      }),
    }),
    customizeGroup({ customizeGroupId: 'set', customizeItems: [setItem] }),
  ],
});

const size: GroupPath = { treeId: 't1', parents: [], customizeGroupId: 'size' };
const toppings: GroupPath = { ...size, customizeGroupId: 'toppings' };
const setGroup: GroupPath = { ...size, customizeGroupId: 'set' };
const drink = childPath(setGroup, 'set', 'drink');
const ice = childPath(drink, 'cola', 'ice');
const extras = childPath(ice, 'less', 'extras');

const start = initialItemScreenState(burger, 't1');
const run = (actions: CustomizationAction[], state: ItemScreenState = start) =>
  actions.reduce(customizationReducer, state);
const chosenIds = (state: ItemScreenState, path: GroupPath) =>
  findGroup(state.orderItems, path)?.customizeItems.map((item) => `${item.itemId}×${item.quantity}`);

describe('initial state', () => {
  it('one order item, quantity 1, defaults chosen: required size gets the zero-price S; optional groups stay empty', () => {
    expect(start.orderItems).toHaveLength(1);
    expect(start.orderItems[0]?.quantity).toBe(1);
    expect(chosenIds(start, size)).toEqual(['S×1']);
    expect(chosenIds(start, toppings)).toEqual([]);
    expect(findGroup(start.orderItems, toppings)?.isCheckable).toBe(true);
  });
});

describe('order item actions (SPEC §4 L214)', () => {
  it.each([
    [
      "'add another order item' (another customization with defaults)",
      [{ type: 'addOrderItem', treeId: 't2', menuItem: burger }],
      ['t1:1', 't2:1'],
    ],
    ['the same treeId is not added twice', [{ type: 'addOrderItem', treeId: 't1', menuItem: burger }], ['t1:1']],
    [
      "'remove order item'",
      [
        { type: 'addOrderItem', treeId: 't2', menuItem: burger },
        { type: 'removeOrderItem', treeId: 't1' },
      ],
      ['t2:1'],
    ],
    ['the last order item stays', [{ type: 'removeOrderItem', treeId: 't1' }], ['t1:1']],
    ["'set order-item quantity'", [{ type: 'setOrderItemQuantity', treeId: 't1', quantity: 4 }], ['t1:4']],
    [
      'set the quantity of the second customization',
      [
        { type: 'addOrderItem', treeId: 't2', menuItem: burger },
        { type: 'setOrderItemQuantity', treeId: 't2', quantity: 2 },
      ],
      ['t1:1', 't2:2'],
    ],
    ["order quantity: 'The maximum is 99'", [{ type: 'setOrderItemQuantity', treeId: 't1', quantity: 150 }], ['t1:99']],
    [
      "order quantity: 'the minimum in the item screen is 1'",
      [{ type: 'setOrderItemQuantity', treeId: 't1', quantity: 0 }],
      ['t1:1'],
    ],
  ] as [string, CustomizationAction[], string[]][])('%s', (_name, actions, expected) => {
    expect(run(actions).orderItems.map((item) => `${item.treeId}:${item.quantity}`)).toEqual(expected);
  });

  it.each([
    ['an unknown treeId', { type: 'setOrderItemQuantity', treeId: 'zz', quantity: 3 }],
    ['an unchanged quantity', { type: 'setOrderItemQuantity', treeId: 't1', quantity: 1 }],
    ['removing an unknown order item', { type: 'removeOrderItem', treeId: 'zz' }],
  ] as [string, CustomizationAction][])('the same state comes back for %s', (_name, action) => {
    expect(customizationReducer(start, action)).toBe(start);
  });
});

describe('customize item actions (SPEC §4 L214)', () => {
  it.each([
    [
      "'Toggling a radio item replaces the existing item in that group'",
      [{ type: 'toggleCustomizeItem', path: size, item: medium }],
      size,
      ['M×1'],
    ],
    [
      "insert into a group ('A group becomes checked when it has items')",
      [{ type: 'insertCustomizeItem', path: toppings, item: cheese }],
      toppings,
      ['cheese×1'],
    ],
    [
      'insert with a quantity',
      [{ type: 'insertCustomizeItem', path: toppings, item: cheese, quantity: 2 }],
      toppings,
      ['cheese×2'],
    ],
    [
      "'set customize-item quantity'",
      [
        { type: 'insertCustomizeItem', path: toppings, item: cheese },
        { type: 'setCustomizeItemQuantity', path: toppings, itemId: 'cheese', quantity: 3 },
      ],
      toppings,
      ['cheese×3'],
    ],
    [
      "the total max caps the quantity ('Maximum quantity of one item ...')",
      [
        { type: 'insertCustomizeItem', path: toppings, item: cheese, quantity: 3 },
        { type: 'insertCustomizeItem', path: toppings, item: bacon },
        { type: 'setCustomizeItemQuantity', path: toppings, itemId: 'bacon', quantity: 9 },
      ],
      toppings,
      ['cheese×3', 'bacon×1'],
    ],
    [
      "'remove ... a customize item'",
      [
        { type: 'insertCustomizeItem', path: toppings, item: cheese },
        { type: 'removeCustomizeItem', path: toppings, itemId: 'cheese' },
      ],
      toppings,
      [],
    ],
    [
      'choosing a set item brings its nested required default',
      [{ type: 'toggleCustomizeItem', path: setGroup, item: setItem }],
      drink,
      ['cola×1'],
    ],
    [
      'a nested depth-2 group defaults too',
      [{ type: 'toggleCustomizeItem', path: setGroup, item: setItem }],
      ice,
      ['normal×1'],
    ],
    [
      'editing a depth-3 group through its path',
      [
        { type: 'toggleCustomizeItem', path: setGroup, item: setItem },
        { type: 'toggleCustomizeItem', path: ice, item: less },
        { type: 'toggleCustomizeItem', path: extras, item: straw },
      ],
      extras,
      ['straw×1'],
    ],
  ] as [string, CustomizationAction[], GroupPath, string[]][])('%s', (_name, actions, path, expected) => {
    expect(chosenIds(run(actions), path)).toEqual(expected);
  });

  it("'Removing the last item in a group unchecks it'", () => {
    const state = run([
      { type: 'insertCustomizeItem', path: toppings, item: cheese },
      { type: 'removeCustomizeItem', path: toppings, itemId: 'cheese' },
    ]);
    expect(findGroup(state.orderItems, toppings)?.isChecked).toBe(false);
  });

  it("'check or uncheck a customize group': 'Unchecking a group clears its items'", () => {
    const checked = run([{ type: 'checkGroup', path: toppings }]);
    expect(findGroup(checked.orderItems, toppings)?.isChecked).toBe(true);
    const filled = run([{ type: 'insertCustomizeItem', path: toppings, item: bacon, quantity: 2 }], checked);
    const cleared = run([{ type: 'uncheckGroup', path: toppings }], filled);
    expect(findGroup(cleared.orderItems, toppings)).toMatchObject({ isChecked: false, customizeItems: [] });
  });

  it.each([
    ['an unknown path', { type: 'insertCustomizeItem', path: { ...size, customizeGroupId: 'nope' }, item: cheese }],
    [
      'a refused insert (over the item count max of 2)',
      { type: 'insertCustomizeItem', path: toppings, item: { itemId: 'egg', isUnlimited: true } },
    ],
    ['checking a non-checkable group', { type: 'checkGroup', path: size }],
    ['unchecking a non-checkable group', { type: 'uncheckGroup', path: size }],
  ] as [string, CustomizationAction][])('the same state comes back for %s', (_name, action) => {
    const full = run([
      { type: 'insertCustomizeItem', path: toppings, item: cheese },
      { type: 'insertCustomizeItem', path: toppings, item: bacon },
    ]);
    expect(customizationReducer(full, action)).toBe(full);
  });

  it('the state before an action is never mutated', () => {
    const snapshot = JSON.stringify(start);
    run([
      { type: 'toggleCustomizeItem', path: size, item: medium },
      { type: 'insertCustomizeItem', path: toppings, item: cheese },
    ]);
    expect(JSON.stringify(start)).toBe(snapshot);
  });
});
