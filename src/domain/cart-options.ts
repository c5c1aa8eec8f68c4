// Option items such as cutlery (SPEC 2 Cart panel, SPEC 4 Cart): takeout only, sorted by id, ticked when in the cart.
import type { Cart, OptionItem } from './cart-types';
import type { ServingType } from './serving-type';

/** An option item as a checkbox. */
export interface OptionChoice {
  item: OptionItem;
  checked: boolean;
}

const byItemId = new Intl.Collator('en', { numeric: true });

/** The option checkboxes: none unless takeout, sorted by itemId, pre-checked when already in the cart. */
export function optionItemChoices(
  available: readonly OptionItem[],
  cart: Pick<Cart, 'optionItems'> | null,
  servingType: ServingType,
): OptionChoice[] {
  if (servingType !== 'takeout') return [];
  const inCart = new Set((cart?.optionItems ?? []).map((option) => option.itemId));
  // Decision: ids sort in natural order ("2" before "10"), so numeric ids sort as numbers.
  return [...available]
    .sort((a, b) => byItemId.compare(a.itemId ?? '', b.itemId ?? ''))
    .map((item) => ({ item, checked: inCart.has(item.itemId) }));
}

/** An option item as the restaurant lists it, with its sale state (API itemState: ON_SALE, SOLD_OUT, HIDDEN …). */
export interface ListedOptionItem {
  item: OptionItem;
  saleState: string | null | undefined;
}

/** A checkbox row of the cart panel. */
export interface OptionRow extends OptionChoice {
  disabled: boolean;
}

// Decision: hidden option items are not offered; sold-out or suspended ones show disabled unless already ticked (so
// the customer can still untick them).
/** The cart panel's option checkboxes (SPEC 2: takeout only, sorted by id, pre-checked when already in the cart). */
export function optionItemRows(
  listed: readonly ListedOptionItem[],
  cart: Pick<Cart, 'optionItems'> | null,
  servingType: ServingType,
): OptionRow[] {
  const offered = listed.filter((entry) => entry.saleState !== 'HIDDEN');
  const states = new Map(offered.map((entry) => [entry.item.itemId, entry.saleState]));
  return optionItemChoices(
    offered.map((entry) => entry.item),
    cart,
    servingType,
  ).map((choice) => ({ ...choice, disabled: !choice.checked && states.get(choice.item.itemId) !== 'ON_SALE' }));
}

/** Ticking adds the option with quantity 1; unticking removes it. Eat-in carts take no options. */
export function setOptionItem(cart: Cart, option: OptionItem, checked: boolean): Cart {
  const rest = cart.optionItems.filter((item) => item.itemId !== option.itemId);
  if (!checked) return rest.length === cart.optionItems.length ? cart : { ...cart, optionItems: rest };
  if (cart.servingType !== 'takeout' || rest.length < cart.optionItems.length) return cart;
  return { ...cart, optionItems: [...cart.optionItems, { ...option, quantity: 1 }] };
}
