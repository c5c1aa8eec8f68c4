// "Order again" (issue 12 item 4): every line of a past order re-checked against the current menu before it may
// enter the cart. Only lines the menu still allows are added; the customer is told about every other change.
import { orderItemFromCartLine } from './cart-lines';
import { areGroupsValid } from './customization-validation';
import { boundsInCart, isSoldOut, type CountedLine } from './item-screen';
import type { MenuItemTree, OrderItem, SelectedCustomizeGroup } from './customization-types';
import type { ChosenCustomization } from './cart-types';
import { unitPrice } from './money';

/** A line of a past order (the order line item of SPEC 3), as much of it as the check needs. */
export interface PastLine {
  itemId: string;
  quantity: number;
  price: number;
  discountedPrice?: number | null;
  customizeItems: readonly ChosenCustomization[];
}

export type ReorderVerdict =
  /** Not in any current menu, or its state is Disabled / Hidden: never added. */
  | { kind: 'notOffered' }
  /** Sold out (its state, or a required group with every choice sold out): never added. */
  | { kind: 'soldOut' }
  /** A chosen customization is gone or sold out, or the choices no longer satisfy the groups: never added. */
  | { kind: 'customizationChanged' }
  /** The item's cap (enableMaxOrderCount, maxOrderCount) is used up by the lines added before it: never added. */
  | { kind: 'overLimit' }
  /**
   * Added with the current menu's names and prices; priceChange when the unit price is not the one paid,
   * quantityChange when the past quantity was over the cap (99, or maxOrderCount) and was lowered to it.
   */
  | {
      kind: 'ok';
      orderItem: OrderItem;
      priceChange: { before: number; after: number } | null;
      quantityChange: { before: number; after: number } | null;
    };

function countChoices(items: readonly ChosenCustomization[]): number {
  return items.reduce((sum, item) => sum + 1 + countChoices(item.customizeItems ?? []), 0);
}

function countRestored(groups: readonly SelectedCustomizeGroup[]): number {
  return groups.reduce(
    (sum, group) => sum + group.customizeItems.reduce((n, item) => n + 1 + countRestored(item.customizeGroups), 0),
    0,
  );
}

function anyChoiceUnavailable(groups: readonly SelectedCustomizeGroup[]): boolean {
  return groups.some((group) =>
    group.customizeItems.some(
      (item) =>
        (item.itemState !== undefined && item.itemState !== 'OnSale') || anyChoiceUnavailable(item.customizeGroups),
    ),
  );
}

/**
 * The verdict for one past line against the current menu item (null when no current menu offers it): "item still
 * offered, sold out, price changed, customizations still valid", then the order quantity caps of SPEC 5 against
 * `inCart`, the lines the cart will already hold. A line that is not 'ok' must not enter the cart.
 */
// Decision: a past quantity over the cap is lowered to the cap (the customer still wants the item, as many as may be
// ordered) and the summary says so; only a line whose cap is already used up by earlier lines is left out.
export function checkReorderLine(
  past: PastLine,
  current: MenuItemTree | null,
  treeId: string,
  inCart: readonly CountedLine[] = [],
): ReorderVerdict {
  if (!current || current.itemState === 'Disabled' || current.itemState === 'Hidden') return { kind: 'notOffered' };
  if (isSoldOut(current)) return { kind: 'soldOut' };
  const restored = orderItemFromCartLine(
    current,
    { quantity: past.quantity, customizeItems: past.customizeItems },
    treeId,
  );
  const groups = restored.customizeGroups;
  if (
    countRestored(groups) !== countChoices(past.customizeItems) ||
    anyChoiceUnavailable(groups) ||
    !areGroupsValid(groups)
  ) {
    return { kind: 'customizationChanged' };
  }
  // Decision: order again replaces the cart, and a replaced cart carries no cart-level cap (as in the add flow), so
  // the lines "already in the cart" are the ones this plan added before, under the item's own cap and 99.
  const { max } = boundsInCart(current, inCart, {});
  if (max < 1) return { kind: 'overLimit' };
  const quantity = Math.min(past.quantity, max);
  const orderItem = quantity === restored.quantity ? restored : { ...restored, quantity };
  const before = unitPrice(past);
  const after = unitPrice(orderItem);
  return {
    kind: 'ok',
    orderItem,
    priceChange: before === after ? null : { before, after },
    quantityChange: quantity === past.quantity ? null : { before: past.quantity, after: quantity },
  };
}

export interface ReorderPlan<L extends PastLine = PastLine> {
  /** The lines to add, in the past order's order. */
  add: OrderItem[];
  /** Every line with its verdict, for the "what changed" summary. */
  verdicts: ReadonlyArray<{ line: L; verdict: ReorderVerdict }>;
  /** True when something differs from the past order (a line left out, a price changed or a quantity lowered). */
  changed: boolean;
}

/**
 * The plan for a whole past order: `find` gives the current menu item of an item id (or null). Lines are checked in
 * order, each against the lines added before it (the caps count them).
 */
export function planReorder<L extends PastLine>(
  lines: readonly L[],
  find: (itemId: string) => MenuItemTree | null,
  newId: (index: number) => string,
): ReorderPlan<L> {
  const add: OrderItem[] = [];
  const verdicts = lines.map((line, index) => {
    const verdict = checkReorderLine(line, find(line.itemId), newId(index), add);
    if (verdict.kind === 'ok') add.push(verdict.orderItem);
    return { line, verdict };
  });
  const changed = verdicts.some(
    ({ verdict }) => verdict.kind !== 'ok' || verdict.priceChange !== null || verdict.quantityChange !== null,
  );
  return { add, verdicts, changed };
}
