import { describe, expect, it } from 'vitest';
import { orderItem } from './testing/cart-fixtures';
import { selectedGroup, selectedItem } from './testing/menu-fixtures';
import { childPath, findGroup, pathKey, updateGroup, type GroupPath } from './customization-path';
import type { OrderItem, SelectedCustomizeGroup, SelectedCustomizeItem } from './customization-types';

const item = (itemId: string, groups: SelectedCustomizeGroup[] = []): SelectedCustomizeItem =>
  selectedItem({
    itemId,
    quantity: 1,
    customizeGroups: groups,
  });
const group = (id: string, items: SelectedCustomizeItem[] = []): SelectedCustomizeGroup =>
  selectedGroup({
    customizeGroupId: id,
    isCheckable: false,
    customizeItems: items,
  });

// set → drink (depth 1) → cola → ice (depth 2) → less → straw (depth 3)
const tree: OrderItem[] = [
  orderItem({
    treeId: 't1',
    quantity: 1,
    customizeGroups: [group('drink', [item('cola', [group('ice', [item('less', [group('straw')])])])]), group('side')],
  }),
  orderItem({ treeId: 't2', quantity: 1, customizeGroups: [group('drink')] }),
];

const top: GroupPath = { treeId: 't1', parents: [], customizeGroupId: 'drink' };
const depth2 = childPath(top, 'cola', 'ice');
const depth3 = childPath(depth2, 'less', 'straw');

describe('group paths (to depth 3)', () => {
  it.each([
    ['top-level group is depth 1', top, 1, 't1/drink'],
    ['nested group is depth 2', depth2, 2, 't1/drink:cola/ice'],
    ['depth 3', depth3, 3, 't1/drink:cola/ice:less/straw'],
  ])('%s', (_name, path, _depth, key) => {
    expect(pathKey(path)).toBe(key);
    expect(findGroup(tree, path)?.customizeGroupId).toBe(path.customizeGroupId);
  });

  it.each([
    ['unknown treeId', { ...top, treeId: 'nope' }],
    ['unknown group', { ...top, customizeGroupId: 'nope' }],
    ['unknown parent item', childPath(top, 'tea', 'ice')],
    [
      'unknown parent group',
      { treeId: 't1', parents: [{ customizeGroupId: 'nope', itemId: 'cola' }], customizeGroupId: 'ice' },
    ],
  ])('a path leading nowhere finds nothing: %s', (_name, path) => {
    expect(findGroup(tree, path)).toBeUndefined();
  });

  it('updateGroup replaces only the addressed group, sharing the rest', () => {
    const next = updateGroup(tree, depth3, (g) => ({ ...g, isChecked: true }));
    expect(findGroup(next, depth3)?.isChecked).toBe(true);
    expect(next[1]).toBe(tree[1]);
    expect(next[0]?.customizeGroups[1]).toBe(tree[0]?.customizeGroups[1]);
    expect(findGroup(tree, depth3)?.isChecked).toBeUndefined();
  });

  it('updateGroup leaves sibling items of the path alone', () => {
    const wide: OrderItem[] = [
      orderItem({
        treeId: 't',
        quantity: 1,
        customizeGroups: [group('g', [item('a', [group('n')]), item('b', [group('n')])])],
      }),
    ];
    const path = childPath({ treeId: 't', parents: [], customizeGroupId: 'g' }, 'b', 'n');
    const next = updateGroup(wide, path, (g) => ({ ...g, isChecked: true }));
    expect(next[0]?.customizeGroups[0]?.customizeItems[0]).toBe(wide[0]?.customizeGroups[0]?.customizeItems[0]);
    expect(findGroup(next, path)?.isChecked).toBe(true);
  });
});
