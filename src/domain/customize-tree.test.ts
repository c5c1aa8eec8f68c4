import { describe, expect, it } from 'vitest';
import type { CustomizeGroupDepth3, CustomizeItemDepth3, MenuItem } from '@/api/generated/models';
import { menuItemTree } from './customize-tree';
import { customizeGroup, customizeItem, menuItem } from './testing/menu-fixtures';

const leafItem = (itemId: string): CustomizeItemDepth3 => ({ ...customizeItem({ itemId }), customizeGroups: [] });
const leafGroup = (customizeGroupId: string, items: CustomizeItemDepth3[]): CustomizeGroupDepth3 => ({
  ...customizeGroup({ customizeGroupId }),
  customizeItems: items,
});

/** A set (depth 1) → drink (depth 2) → ice (depth 3), as the item detail call nests it. */
const detail: MenuItem = {
  ...menuItem({ itemId: 'set-meal' }),
  customizeGroups: [
    {
      ...customizeGroup({ customizeGroupId: 'set' }),
      customizeItems: [
        {
          ...customizeItem({ itemId: 'drink-set' }),
          customizeGroups: [
            {
              ...customizeGroup({ customizeGroupId: 'drink' }),
              customizeItems: [
                {
                  ...customizeItem({ itemId: 'cola' }),
                  customizeGroups: [leafGroup('ice', [leafItem('less-ice')])],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('menuItemTree', () => {
  it('keeps the three levels of nesting of the item detail, in order (SPEC §3 customize groups)', () => {
    const tree = menuItemTree(detail);
    const set = tree.customizeGroups[0];
    const drink = set?.customizeItems[0]?.customizeGroups[0];
    const ice = drink?.customizeItems[0]?.customizeGroups[0];
    expect([set?.customizeGroupId, drink?.customizeGroupId, ice?.customizeGroupId]).toEqual(['set', 'drink', 'ice']);
    expect(ice?.customizeItems.map((item) => item.itemId)).toEqual(['less-ice']);
  });

  it('ends the tree at depth 3: a depth-3 item has no groups, whatever the server sends', () => {
    const odd: MenuItem = {
      ...detail,
      customizeGroups: [
        {
          ...customizeGroup({ customizeGroupId: 'g1' }),
          customizeItems: [
            {
              ...customizeItem({ itemId: 'i1' }),
              customizeGroups: [
                {
                  ...customizeGroup({ customizeGroupId: 'g2' }),
                  customizeItems: [
                    {
                      ...customizeItem({ itemId: 'i2' }),
                      customizeGroups: [
                        leafGroup('g3', [{ ...leafItem('i3'), customizeGroups: [{ customizeGroupId: 'g4' }] }]),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const depth3 =
      menuItemTree(odd).customizeGroups[0]?.customizeItems[0]?.customizeGroups[0]?.customizeItems[0]?.customizeGroups[0]
        ?.customizeItems[0];
    expect(depth3?.itemId).toBe('i3');
    expect(depth3?.customizeGroups).toEqual([]);
  });

  it("keeps the item's own fields", () => {
    expect(menuItemTree(detail)).toMatchObject({ itemId: 'set-meal', itemState: 'OnSale', price: 0 });
  });
});
