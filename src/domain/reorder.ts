// "Order again" (issue 12 item 4): every line of a past order re-checked against the current menu before it may
// enter the cart. Only lines the menu still allows are added; the customer is told about every other change.
import { orderItemFromCartLine } from './cart-lines';
import { areGroupsValid } from './customization-validation';
import { isSoldOut } from './item-screen';
import type { CartCustomizeItem, MenuItem, OrderItem, SelectedCustomizeGroup } from './menu-types';
import { unitPrice } from './money';

/** A line of a past order (the order line item of SPEC 3), as much of it as the check needs. */
export interface PastLine {
  itemId: string;
  quantity: number;
  price: number;
  discountedPrice?: number | null;
  customizeItems: readonly CartCustomizeItem[];
}

export type ReorderVerdict =
  /** Not in any current menu, or its state is Disabled / Hidden: never added. */
  | { kind: 'notOffered' }
  /** Sold out (its state, or a required group with every choice sold out): never added. */
  | { kind: 'soldOut' }
  /** A chosen customization is gone or sold out, or the choices no longer satisfy the groups: never added. */
  | { kind: 'customizationChanged' }
  /** Added with the current menu's names and prices; priceChange when the unit price is not the one paid. */
  | { kind: 'ok'; orderItem: OrderItem; priceChange: { before: number; after: number } | null };

function countChoices(items: readonly CartCustomizeItem[]): number {
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
 * offered, sold out, price changed, customizations still valid". A line that is not 'ok' must not enter the cart.
 */
export function checkReorderLine(past: PastLine, current: MenuItem | null, treeId: string): ReorderVerdict {
  if (!current || current.itemState === 'Disabled' || current.itemState === 'Hidden') return { kind: 'notOffered' };
  if (isSoldOut(current)) return { kind: 'soldOut' };
  const orderItem = orderItemFromCartLine(
    current,
    { customizeId: treeId, quantity: past.quantity, customizeItems: [...past.customizeItems] },
    treeId,
  );
  const groups = orderItem.customizeGroups;
  if (
    countRestored(groups) !== countChoices(past.customizeItems) ||
    anyChoiceUnavailable(groups) ||
    !areGroupsValid(groups)
  ) {
    return { kind: 'customizationChanged' };
  }
  const before = unitPrice(past);
  const after = unitPrice(orderItem);
  return { kind: 'ok', orderItem, priceChange: before === after ? null : { before, after } };
}

export interface ReorderPlan<L extends PastLine = PastLine> {
  /** The lines to add, in the past order's order. */
  add: OrderItem[];
  /** Every line with its verdict, for the "what changed" summary. */
  verdicts: ReadonlyArray<{ line: L; verdict: ReorderVerdict }>;
  /** True when something differs from the past order (a line left out or a price changed). */
  changed: boolean;
}

/** The plan for a whole past order: `find` gives the current menu item of an item id (or null). */
export function planReorder<L extends PastLine>(
  lines: readonly L[],
  find: (itemId: string) => MenuItem | null,
  newId: (index: number) => string,
): ReorderPlan<L> {
  const verdicts = lines.map((line, index) => ({
    line,
    verdict: checkReorderLine(line, find(line.itemId), newId(index)),
  }));
  const add = verdicts.flatMap(({ verdict }) => (verdict.kind === 'ok' ? [verdict.orderItem] : []));
  const changed = verdicts.some(({ verdict }) => verdict.kind !== 'ok' || verdict.priceChange !== null);
  return { add, verdicts, changed };
}
