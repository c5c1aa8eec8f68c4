import { describe, expect, it } from 'vitest';
import { customizeItem, multiSelectionSetting, selectedGroup } from './testing/menu-fixtures';
import { checkGroup, insertItem, removeItem, setItemQuantity, toggleItem, uncheckGroup } from './customization-groups';
import type { CustomizeItemNode, SelectedCustomizeGroup, SelectedCustomizeItem } from './customization-types';

const a: CustomizeItemNode = customizeItem({ itemId: 'a', isUnlimited: true });
const b: CustomizeItemNode = customizeItem({ itemId: 'b', maxSelectionCount: 3 });
const soldOut: CustomizeItemNode = customizeItem({ itemId: 's', itemState: 'SoldOut' });
const chosen = (def: CustomizeItemNode, quantity = 1): SelectedCustomizeItem => ({
  ...def,
  quantity,
  customizeGroups: [],
});

function g(items: SelectedCustomizeItem[], extra: Partial<SelectedCustomizeGroup> = {}): SelectedCustomizeGroup {
  return selectedGroup({ isMultiSelection: true, customizeItems: items, ...extra });
}
const radio = (items: SelectedCustomizeItem[], required = false) =>
  g(items, { isMultiSelection: false, isSelectionRequired: required });
const ids = (group: SelectedCustomizeGroup) => group.customizeItems.map((item) => `${item.itemId}×${item.quantity}`);

describe('insertItem', () => {
  it.each([
    ["'A group becomes checked when it has items' (SPEC §4 L215c)", g([]), a, 1, ['a×1'], true],
    ['appends in a multi-select group', g([chosen(a)]), b, 1, ['a×1', 'b×1'], true],
    ['a radio insert replaces the existing item', radio([chosen(a)]), b, 1, ['b×1'], true],
    ['with a quantity', g([]), b, 3, ['b×3'], true],
  ])('%s', (_name, group, item, quantity, expected, checked) => {
    const next = insertItem(group, item, quantity);
    expect(ids(next)).toEqual(expected);
    expect(next.isChecked).toBe(checked);
  });

  it.each([
    ["'Sold-out items are skipped'", g([]), soldOut, 1],
    ['already chosen', g([chosen(a)]), a, 1],
    [
      "'Selecting an item ... first checks the limits' (SPEC §5 L271)",
      g([chosen(a)], { multiSelectionSetting: multiSelectionSetting({ maxItemSelectionCount: 1 }) }),
      b,
      1,
    ],
    ['over the item max', g([]), b, 4],
    ['quantity below 1', g([]), a, 0],
  ])('refused (same group back): %s', (_name, group, item, quantity) => {
    expect(insertItem(group, item, quantity)).toBe(group);
  });
});

describe('removeItem / toggleItem', () => {
  it.each([
    [
      "'Removing the last item in a group unchecks it' (SPEC §4 L215b)",
      g([chosen(a)], { isChecked: true }),
      'a',
      [],
      false,
    ],
    ['removing one of two keeps the group checked', g([chosen(a), chosen(b)], { isChecked: true }), 'a', ['b×1'], true],
  ])('%s', (_name, group, itemId, expected, checked) => {
    const next = removeItem(group, itemId);
    expect(ids(next)).toEqual(expected);
    expect(next.isChecked).toBe(checked);
  });

  it('removing an unchosen item changes nothing', () => {
    const group = g([chosen(a)]);
    expect(removeItem(group, 'zzz')).toBe(group);
  });

  it.each([
    [
      "'Toggling a radio item replaces the existing item in that group' (SPEC §4 L215d)",
      radio([chosen(a)]),
      b,
      ['b×1'],
    ],
    ['toggling an unchosen checkbox adds it', g([chosen(a)]), b, ['a×1', 'b×1']],
    ['toggling a chosen checkbox removes it', g([chosen(a), chosen(b)]), a, ['b×1']],
    ['toggling the chosen item of an optional radio clears it', radio([chosen(a)]), a, []],
    ['toggling the chosen item of a required radio keeps it', radio([chosen(a)], true), a, ['a×1']],
  ])('%s', (_name, group, item, expected) => {
    expect(ids(toggleItem(group, item))).toEqual(expected);
  });

  it('toggling a chosen item without itemId removes the empty-id item', () => {
    expect(ids(toggleItem(g([chosen(customizeItem({ itemId: '' }))]), customizeItem({ itemId: '' })))).toEqual([]);
  });
});

describe('setItemQuantity', () => {
  it.each([
    ['sets the quantity', g([chosen(a)]), 'a', 5, ['a×5']],
    ["capped at the item's maxSelectionCount", g([chosen(b)]), 'b', 9, ['b×3']],
    [
      'capped by the total max',
      g([chosen(a), chosen(b)], { multiSelectionSetting: multiSelectionSetting({ maxTotalSelectionCount: 4 }) }),
      'a',
      9,
      ['a×3', 'b×1'],
    ],
    ['0 removes the item', g([chosen(a), chosen(b)]), 'a', 0, ['b×1']],
    ['NaN removes the item', g([chosen(a)]), 'a', Number.NaN, []],
    ['fractions are truncated', g([chosen(a)]), 'a', 2.7, ['a×2']],
  ])('%s', (_name, group, itemId, quantity, expected) => {
    expect(ids(setItemQuantity(group, itemId, quantity))).toEqual(expected);
  });

  it.each([
    ['an unchosen item', g([chosen(a)]), 'b', 2],
    ['the same quantity', g([chosen(a, 2)]), 'a', 2],
  ])('changes nothing for %s', (_name, group, itemId, quantity) => {
    expect(setItemQuantity(group, itemId, quantity)).toBe(group);
  });
});

describe('checkGroup / uncheckGroup', () => {
  const checkable = g([], { isCheckable: true });
  it('checking a checkable group sets the flag without choosing items (SPEC §4 L214)', () => {
    expect(checkGroup(checkable)).toMatchObject({ isChecked: true, customizeItems: [] });
  });

  it("'Unchecking a group clears its items' (SPEC §4 L215a)", () => {
    expect(uncheckGroup(g([chosen(a)], { isCheckable: true, isChecked: true }))).toMatchObject({
      isChecked: false,
      customizeItems: [],
    });
  });

  it('a group with items (checked) can be unchecked even without the flag', () => {
    expect(uncheckGroup(g([chosen(a)], { isCheckable: true }))).toMatchObject({ isChecked: false, customizeItems: [] });
  });

  it.each([
    ['check a non-checkable group', checkGroup, g([])],
    ['check an already checked group', checkGroup, g([], { isCheckable: true, isChecked: true })],
    ['uncheck a non-checkable group', uncheckGroup, g([chosen(a)])],
    ['uncheck an unchecked group', uncheckGroup, checkable],
  ])('no change: %s', (_name, action, group) => {
    expect(action(group)).toBe(group);
  });
});
