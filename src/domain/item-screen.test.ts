import { describe, expect, it } from 'vitest';
import { cartLine, orderItem } from './testing/cart-fixtures';
import { customizeGroup, customizeItem, menuItem, selectedGroup, selectedItem } from './testing/menu-fixtures';
import {
  addToCartButton,
  addToCartLabelKey,
  boundsInCart,
  capRoom,
  cartButtonNotAvailable,
  cartButtonSelectOver,
  checkOrderQuantity,
  containsAlcohol,
  isAddToCartDisabled,
  isOrderable,
  isSoldOut,
  itemOrderQuantityBounds,
  type OrderCap,
  itemScreenQuantity,
  itemScreenStatus,
  mayTellTimes,
  orderQuantityBounds,
  type ItemScreenStatus,
} from './item-screen';
import type { CustomizeGroupNode, MenuItemTree, OrderItem } from './customization-types';
import type { Cart } from './cart-types';

const soldOutGroup = (required: boolean): CustomizeGroupNode =>
  customizeGroup({
    isSelectionRequired: required,
    customizeItems: [
      customizeItem({ itemId: 'a', itemState: 'SoldOut' }),
      customizeItem({ itemId: 'b', itemState: 'SoldOut' }),
    ],
  });

describe('isSoldOut', () => {
  it.each([
    ["'its state is SoldOut' (SPEC §4 L208)", { itemState: 'SoldOut' }, true],
    [
      "'any required customize group has all its items sold out' (SPEC §4 L208)",
      { itemState: 'OnSale', customizeGroups: [soldOutGroup(true)] },
      true,
    ],
    ['an optional group all sold out does not count', { customizeGroups: [soldOutGroup(false)] }, false],
    [
      'a required group with one available item',
      {
        customizeGroups: [
          { isSelectionRequired: true, customizeItems: [{ itemId: 'a', itemState: 'SoldOut' }, { itemId: 'b' }] },
        ],
      },
      false,
    ],
    ['a required group with no items is not sold out', { customizeGroups: [{ isSelectionRequired: true }] }, false],
    ['on sale, no groups', { itemState: 'OnSale' }, false],
  ] as [string, MenuItemTree, boolean][])('%s', (_name, item, expected) => {
    expect(isSoldOut(item)).toBe(expected);
  });
});

describe('itemScreenStatus (SPEC §4 L201a L202 L203 L204 L205 L206)', () => {
  it.each([
    ["'1. disabled (state Disabled ...)' beats everything", { itemState: 'Disabled' }, true, true, 'disabled'],
    ["'disabled (state ... Hidden)'", { itemState: 'Hidden' }, false, false, 'disabled'],
    ["'2. sold out' beats overtime and edit", { itemState: 'SoldOut' }, true, true, 'sold-out'],
    ['sold out through a required group', { customizeGroups: [soldOutGroup(true)] }, false, false, 'sold-out'],
    ["'3. overtime (outside the orderable time ranges)' beats edit", { itemState: 'OnSale' }, true, true, 'overtime'],
    ["'4. edit (editing a cart entry)'", { itemState: 'OnSale' }, false, true, 'edit'],
    ["'5. add'", { itemState: 'OnSale' }, false, false, 'add'],
    ['no state sent counts as on sale', {}, false, false, 'add'],
  ] as [string, MenuItemTree, boolean, boolean, ItemScreenStatus][])(
    '%s',
    (_name, menuItem, isOvertime, isEditing, expected) => {
      expect(itemScreenStatus({ menuItem, isOvertime, isEditing })).toBe(expected);
    },
  );

  it.each([
    ['add', true],
    ['edit', true],
    ['sold-out', false],
    ['disabled', false],
    ['overtime', false],
  ] as [ItemScreenStatus, boolean][])("'Only add and edit are orderable': %s (SPEC §4 L201b)", (status, expected) => {
    expect(isOrderable(status)).toBe(expected);
  });
});

describe('order quantity bounds', () => {
  it.each([
    ["'The maximum is 99' without a cap (SPEC §5 L276b §9 L422a)", {}, 10, 0, 99],
    ['cap disabled', { enableMaxOrderCount: false, maxOrderCount: 5 }, 3, 0, 99],
    ['enabled without maxOrderCount: no cap', { enableMaxOrderCount: true }, 3, 0, 99],
    [
      "'maxOrderCount minus the quantity already in the cart' (SPEC §5 L276c §9 L422b)",
      { enableMaxOrderCount: true, maxOrderCount: 10 },
      4,
      0,
      6,
    ],
    ["'plus the current one' (editing) (SPEC §5 L276c)", { enableMaxOrderCount: true, maxOrderCount: 10 }, 4, 2, 8],
  ])('capRoom: %s', (_name, cap, inCart, editing, expected) => {
    expect(capRoom(cap, inCart, editing)).toBe(expected);
  });

  it.each([
    ["'the minimum in the item screen is 1. The maximum is 99' (SPEC §5 L276a L276b)", [], { min: 1, max: 99 }],
    ['the smallest room wins', [120, 7, 30], { min: 1, max: 7 }],
    ['never below 0', [-3], { min: 1, max: 0 }],
  ])('orderQuantityBounds: %s', (_name, rooms, expected) => {
    expect(orderQuantityBounds(rooms)).toEqual(expected);
  });

  const cart: Cart = {
    expiry: '2999-12-31T00:00:00Z',
    restaurant: { id: 'r1' },
    servingType: 'takeout',
    optionItems: [],
    enableMaxOrderCount: true,
    maxOrderCount: 20,
    orderItems: [
      cartLine({ customizeId: 'c1', itemId: 'burger', quantity: 3 }),
      cartLine({ customizeId: 'c2', itemId: 'fries', quantity: 5 }),
    ],
  };
  const capped: MenuItemTree = menuItem({ itemId: 'burger', enableMaxOrderCount: true, maxOrderCount: 5 });
  it.each([
    [
      "item cap: 'maxOrderCount minus the quantity already in the cart for the same restaurant'",
      capped,
      cart,
      'r1',
      undefined,
      2,
    ],
    ["item cap 'plus the current one' when editing", capped, cart, 'r1', 'c1', 5],
    ['editing another item does not give room back to this item cap', capped, cart, 'r1', 'c2', 2],
    ['per-cart cap: 20 − 8 in cart', { itemId: 'salad' }, cart, 'r1', undefined, 12],
    ['per-cart cap when editing: 20 − 8 + 5', { itemId: 'fries' }, cart, 'r1', 'c2', 17],
    ['a cart of another restaurant counts nothing', capped, cart, 'r2', undefined, 5],
    ['no cart', capped, null, 'r1', undefined, 5],
  ] as [string, MenuItemTree, Cart | null, string, string | undefined, number][])(
    'itemOrderQuantityBounds: %s',
    (_name, menuItem, c, restaurantId, editing, max) => {
      expect(itemOrderQuantityBounds({ menuItem, cart: c, restaurantId, editingCustomizeId: editing })).toEqual({
        min: 1,
        max,
      });
    },
  );

  it.each([
    ['item cap 5 with nothing in the cart: 5', [], {}, undefined, 5],
    [
      "item cap 5: 'minus the quantity already in the cart' of the same item only",
      [
        { itemId: 'burger', quantity: 2 },
        { itemId: 'fries', quantity: 9 },
      ],
      {},
      undefined,
      3,
    ],
    [
      'cart cap 10 counts every line: 10 − 2 − 7',
      [
        { itemId: 'burger', quantity: 2 },
        { itemId: 'fries', quantity: 7 },
      ],
      { enableMaxOrderCount: true, maxOrderCount: 10 },
      undefined,
      1,
    ],
    [
      "'plus the current one': the edited line gives its 2 back",
      [{ itemId: 'burger', quantity: 2 }],
      {},
      { itemId: 'burger', quantity: 2 },
      5,
    ],
  ] as [
    string,
    { itemId: string; quantity: number }[],
    OrderCap,
    { itemId: string; quantity: number } | undefined,
    number,
  ][])('boundsInCart: %s', (_name, lines, cartCap, edited, max) => {
    expect(boundsInCart(capped, lines, cartCap, edited)).toEqual({ min: 1, max });
  });

  it('itemScreenQuantity sums the customizations', () => {
    expect(
      itemScreenQuantity([
        orderItem({ treeId: 'a', quantity: 2, customizeGroups: [] }),
        orderItem({ treeId: 'b', quantity: 3, customizeGroups: [] }),
      ]),
    ).toBe(5);
  });
});

describe('messages', () => {
  it("'Hitting the cap shows snackbar.item.cartButtonSelectOver with the limit' (SPEC §5 L276d)", () => {
    expect(cartButtonSelectOver(4)).toEqual({ key: 'snackbar.item.cartButtonSelectOver', params: { limit: 4 } });
    expect(checkOrderQuantity(5, { min: 1, max: 4 })).toEqual(cartButtonSelectOver(4));
    expect(checkOrderQuantity(4, { min: 1, max: 4 })).toBeNull();
  });

  it.each([
    [
      "'A sold-out item shows snackbar.item.cartButtonNotAvailable.soldOut' (SPEC §5 L276e)",
      'sold-out',
      'snackbar.item.cartButtonNotAvailable.soldOut',
    ],
    ['disabled', 'disabled', 'snackbar.item.cartButtonNotAvailable.disabled'],
    ['overtime', 'overtime', 'snackbar.item.cartButtonNotAvailable.overtime'],
    ['add: none', 'add', undefined],
    ['edit: none', 'edit', undefined],
  ] as [string, ItemScreenStatus, string | undefined][])(
    'cart button not available: %s (SPEC §8 L416b)',
    (_name, status, key) => {
      expect(cartButtonNotAvailable(status)?.key).toBe(key);
    },
  );
});

describe('add-to-cart button', () => {
  const bounds = { min: 1, max: 5 };
  it.each([
    ["'disabled if any group is invalid' (SPEC §5 L278)", 'add', false, 1, true],
    ["'the item is not orderable'", 'sold-out', true, 1, true],
    ["'or the quantity is over the limit'", 'add', true, 6, true],
    ['quantity under the minimum', 'add', true, 0, true],
    ['enabled when valid, orderable and within the limit', 'edit', true, 5, false],
  ] as [string, ItemScreenStatus, boolean, number, boolean][])(
    '%s',
    (_name, status, groupsValid, quantity, expected) => {
      expect(isAddToCartDisabled({ status, groupsValid, quantity, bounds })).toBe(expected);
    },
  );

  it.each([
    ['an orderable, valid item adds', 'add', true, 1, false, { tap: 'add', disabled: false }],
    ["SPEC §5 L278 'disabled if any group is invalid'", 'edit', false, 1, false, { tap: 'add', disabled: true }],
    ['SPEC §5 L278 a sold-out item is disabled', 'sold-out', true, 1, false, { tap: 'add', disabled: true }],
    ['SPEC §5 L278 a disabled item is disabled', 'disabled', true, 1, false, { tap: 'add', disabled: true }],
    [
      "SPEC §4 L225d 'An item not orderable at the chosen receive time also triggers a confirmation': tappable",
      'overtime',
      true,
      1,
      false,
      { tap: 'receivable-time', disabled: false },
    ],
    [
      'SPEC §4 L225d overtime opens the confirmation even with a group still to choose',
      'overtime',
      false,
      1,
      false,
      { tap: 'receivable-time', disabled: false },
    ],
    ['a view-only menu never orders, even out of hours', 'overtime', true, 1, true, { tap: 'add', disabled: true }],
  ] as [string, ItemScreenStatus, boolean, number, boolean, unknown][])(
    'addToCartButton: %s',
    (_name, status, groupsValid, quantity, isMenuViewOnly, expected) => {
      expect(addToCartButton({ status, groupsValid, quantity, bounds, isMenuViewOnly })).toEqual(expected);
    },
  );

  it.each([
    ['add', 'add', true, 'item.addToCart'],
    ['edit', 'edit', true, 'item.updateCart'],
    ["'It reads select required when invalid'", 'add', false, 'item.selectRequired'],
    ['sold out', 'sold-out', true, 'item.soldOut'],
    ['sold out even when invalid', 'sold-out', false, 'item.soldOut'],
    ['disabled', 'disabled', true, 'item.disabled'],
    ['overtime', 'overtime', false, 'item.overtime'],
  ] as [string, ItemScreenStatus, boolean, string][])(
    "'The button label follows the item screen status': %s (SPEC §2 L90b)",
    (_name, status, valid, key) => {
      expect(addToCartLabelKey(status, valid)).toBe(key);
    },
  );
});

describe('containsAlcohol', () => {
  const beer: OrderItem = orderItem({ treeId: 'b', quantity: 1, isAlcohol: true, customizeGroups: [] });
  const setWithBeer: OrderItem = orderItem({
    treeId: 's',
    quantity: 1,
    customizeGroups: [
      selectedGroup({
        isCheckable: false,
        customizeItems: [
          selectedItem({
            itemId: 'd',
            quantity: 1,
            customizeGroups: [
              selectedGroup({
                isCheckable: false,
                customizeItems: [selectedItem({ itemId: 'beer', quantity: 1, isAlcohol: true, customizeGroups: [] })],
              }),
            ],
          }),
        ],
      }),
    ],
  });
  const plain: OrderItem = orderItem({
    treeId: 'p',
    quantity: 1,
    customizeGroups: [
      selectedGroup({
        isCheckable: false,
        customizeItems: [selectedItem({ itemId: 'x', quantity: 1, customizeGroups: [] })],
      }),
    ],
  });
  it.each([
    ["'If the item ... is alcohol' (SPEC §4 L218a)", [beer], true],
    ["'or any nested option is alcohol' (SPEC §4 L218a)", [setWithBeer], true],
    ['no alcohol', [plain], false],
  ])('%s', (_name, items, expected) => {
    expect(containsAlcohol(items)).toBe(expected);
  });
});

describe('mayTellTimes: whether the item screen loads its time notes (SPEC §2 L88, SPEC §3 L134c)', () => {
  const range = { beginTime: '2026-11-21T11:00:00+09:00', endTime: '2026-11-21T14:00:00+09:00' };
  it.each<[string, Partial<MenuItemTree>, ItemScreenStatus, boolean]>([
    ['no time field', {}, 'add', false],
    ['campaign end time', { campaignAvailableTimeRange: range }, 'add', true],
    ['pricing sale end time', { pricingSaleAvailableTimeRange: range }, 'add', true],
    ['end of sale', { salesEndDate: '2026-11-30T23:59:00+09:00' }, 'add', true],
    ['latest receive time', { availableUntil: '2026-11-21T21:00:00+09:00' }, 'edit', true],
    ['sold out with a time it is back', { soldOutUntil: '2026-11-22T11:00:00+09:00' }, 'sold-out', true],
    ['sold out without one', {}, 'sold-out', false],
    ['a soldOutUntil on an orderable item', { soldOutUntil: '2026-11-22T11:00:00+09:00' }, 'add', false],
    ['overtime with orderable ranges', { orderableTimeRanges: [range] }, 'overtime', true],
    ['overtime with a recent receive time', { recentReceiveTime: '2026-11-22T11:00:00+09:00' }, 'overtime', true],
    ['overtime with nothing ahead', {}, 'overtime', false],
    ['orderable ranges on an orderable item', { orderableTimeRanges: [range] }, 'add', false],
  ])('%s', (_name, fields, status, expected) => {
    expect(mayTellTimes(menuItem(fields), status)).toBe(expected);
  });
});
