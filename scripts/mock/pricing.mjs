// The mock's arithmetic (issue 30 item 2): order lines priced from the catalogue in mocks/, the coupon of the request
// judged by its example in mocks/coupons/, and the tax included in each rate. calculate, confirm, cart, create and
// preorder all price through here, so the amount on the order form is the amount placed. Design-time values only.

/** Tax rates (SPEC 3 "Tax rate") as percentages. */
export const TAX_PERCENT = Object.freeze({ EIGHT_PERCENT: 8, TEN_PERCENT: 10 });

/**
 * The coupons' terms, which the coupon examples carry only in their names ("2,000円以上で200円引き"): the discount
 * in yen, the minimum subtotal, the target items. Reward type, restaurants, dates, login and usage come from the
 * example files themselves (catalogue.mjs). pricing.test.ts checks each amount against the coupon's name.
 */
export const COUPON_TERMS = Object.freeze({
  WELCOME100: { discount: 100 },
  SPEND2000: { discount: 200, minimum: 2000 },
  // ONLY_ONE_FREE: one unit of a target item free.
  KARAAGEFREE: { targetItemIds: ['i-karaage'] },
  // DISCOUNT_SCORE: the demo customer has no score yet (its unavailable_reason is NO_SCORE), so it gives 0 yen.
  SCORE10: { discount: 0 },
  MEMBER300: { discount: 300 },
  XMAS2026: { discount: 300 },
  SUMMER2026: { discount: 50 },
  LIMIT1: { discount: 500 },
  OTHERSHOP: { discount: 100 },
  'c-welcome': { discount: 100 },
  'c-xmas': { discount: 300 },
  'c-summer': { discount: 50 },
});

const unitOf = (entry) => entry?.discounted_price ?? entry?.price ?? 0;

function customizationLines(catalogueItem, lines = []) {
  return lines.map((line) => {
    const known = catalogueItem?.customizations.get(`${line.customize_group_id}/${line.item_id}`);
    return {
      item_id: line.item_id,
      version: line.version,
      customize_group_id: line.customize_group_id,
      quantity: line.quantity,
      price: unitOf(known),
      name: known?.name ?? line.item_id,
      name_languages: known?.name_languages ?? [],
      ...(known?.image_url ? { image_url: known.image_url } : {}),
      customize_items: customizationLines(catalogueItem, line.customize_items),
    };
  });
}

/** One order line (name, prices, customizations) from a requested cart entry. */
export function orderLine(catalogue, requested) {
  const item = catalogue.items.get(requested.item_id);
  return {
    item_id: requested.item_id,
    version: requested.version,
    quantity: requested.quantity,
    price: item?.price ?? 0,
    ...(item?.discounted_price !== undefined ? { discounted_price: item.discounted_price } : {}),
    name: item?.name ?? requested.item_id,
    name_languages: item?.name_languages ?? [],
    ...(item?.image_url ? { image_url: item.image_url } : {}),
    customize_items: customizationLines(item, requested.customize_items),
  };
}

/** One option line (cutlery, bag) from a requested option item. */
export function optionLine(catalogue, requested) {
  const known = catalogue.options.get(requested.item_id);
  return {
    item_id: requested.item_id,
    version: requested.version,
    quantity: requested.quantity,
    price: known?.price ?? 0,
    name: known?.name ?? requested.item_id,
    name_languages: known?.name_languages ?? [],
    customize_items: [],
  };
}

// As the app's domain (src/domain/money.ts): a customize item costs (its price + its nested items) × its quantity.
const customizationTotal = (lines) =>
  lines.reduce((sum, line) => sum + (line.price + customizationTotal(line.customize_items)) * line.quantity, 0);

/**
 * SPEC 5: line price = (discounted price, or price plus nested customize items' totals) × quantity. As the app reads
 * it (src/domain/money.ts), a discounted price is final and replaces the customizations too.
 */
export function lineSubtotal(line) {
  const unit =
    line.discounted_price !== undefined && line.discounted_price !== null
      ? line.discounted_price
      : line.price + customizationTotal(line.customize_items ?? []);
  return unit * line.quantity;
}

/**
 * Yen per tax rate of the lines. Eat-in is all 10 %. Takeout is 8 % (reduced rate for food), except alcohol, which is
 * always 10 % (the beer of example o-20261121-0002): an alcoholic item, or an alcoholic option of a line.
 */
export function amountsByRate(catalogue, items, optionItems, servingType) {
  const amounts = { EIGHT_PERCENT: 0, TEN_PERCENT: 0 };
  const eatIn = servingType === 'SERVING_TYPE_EAT_IN';
  const rateOf = (alcohol) => (eatIn || alcohol ? 'TEN_PERCENT' : 'EIGHT_PERCENT');
  const addCustomizations = (known, lines, times) => {
    for (const line of lines) {
      const entry = known?.customizations.get(`${line.customize_group_id}/${line.item_id}`);
      amounts[rateOf(entry?.is_alcohol === true)] += line.price * line.quantity * times;
      addCustomizations(known, line.customize_items, line.quantity * times);
    }
  };
  for (const line of items) {
    const known = catalogue.items.get(line.item_id);
    const rate = rateOf(known?.is_alcohol === true);
    if (line.discounted_price !== undefined && line.discounted_price !== null) {
      amounts[rate] += lineSubtotal(line);
      continue;
    }
    amounts[rate] += line.price * line.quantity;
    addCustomizations(known, line.customize_items ?? [], line.quantity);
  }
  for (const line of optionItems) amounts[rateOf(false)] += lineSubtotal(line);
  return amounts;
}

/** Consumption tax included in a tax-included amount: amount × rate / (100 + rate), rounded down to the yen. */
export function includedTax(amount, taxRate) {
  const percent = TAX_PERCENT[taxRate];
  return Math.floor((amount * percent) / (100 + percent));
}

/**
 * TaxDetail[] after the discount: the discount is shared among the rates in proportion to their amounts (rounded
 * down, the remaining yen from the largest amount). Rates with nothing are left out; an empty order lists the
 * serving type's rate with 0.
 */
export function taxDetails(amounts, discount, servingType) {
  const rates = Object.keys(amounts).filter((rate) => amounts[rate] > 0);
  const subtotal = rates.reduce((sum, rate) => sum + amounts[rate], 0);
  if (rates.length === 0) {
    const rate = servingType === 'SERVING_TYPE_EAT_IN' ? 'TEN_PERCENT' : 'EIGHT_PERCENT';
    return [{ tax_rate: rate, taxable_amount: 0, tax_amount: 0 }];
  }
  const shares = Object.fromEntries(rates.map((rate) => [rate, Math.floor((discount * amounts[rate]) / subtotal)]));
  const largest = rates.reduce((a, b) => (amounts[b] > amounts[a] ? b : a));
  shares[largest] += discount - rates.reduce((sum, rate) => sum + shares[rate], 0);
  return rates.map((rate) => {
    const taxable = Math.max(0, amounts[rate] - shares[rate]);
    return { tax_rate: rate, taxable_amount: taxable, tax_amount: includedTax(taxable, rate) };
  });
}

/** The coupon example a request names (coupon_code first, else coupon_id), or null when it names none. */
function heldCoupon(catalogue, request) {
  if (request.coupon_code) {
    const code = request.coupon_code;
    return { ref: { coupon_code: code }, key: code, example: catalogue.pricingCoupons.get(code) ?? null };
  }
  if (request.coupon_id) {
    const id = request.coupon_id;
    return { ref: { coupon_id: id }, key: id, example: catalogue.coupons.get(id) ?? null };
  }
  return null;
}

/**
 * Whether the held coupon may be used at all, from its example: in its dates (and fetchable dates), login when it
 * requires login, the usage limit not reached, and this restaurant among its restaurants (none listed = all).
 */
function usable(example, request, loggedIn) {
  if (example.date_range_state?.state !== 'IN_DATE') return false;
  if (example.fetchable_date_range_state && example.fetchable_date_range_state.state !== 'IN_DATE') return false;
  if (example.login_required && !loggedIn) return false;
  const { limit, used } = example.usage_count ?? {};
  if (limit > 0 && typeof used === 'number' && used >= limit) return false;
  const restaurants = example.target_restaurant_ids ?? [];
  return restaurants.length === 0 || restaurants.includes(request.restaurant_id);
}

/**
 * The request's coupon against the priced lines: the CalculatedCoupon, the discount and, when it applies, the
 * OrderCoupon an order records. No coupon → none; an unknown or unusable one → is_valid false, no discount.
 */
export function couponFor(catalogue, request, { items, subtotal, loggedIn }) {
  const held = heldCoupon(catalogue, request);
  if (!held) return { calculated: undefined, discount: 0, applied: null };
  const rewardType = held.example?.coupon_type ?? 'DISCOUNT_ALL_ITEMS';
  const terms = COUPON_TERMS[held.key] ?? {};
  const result = (fields) => ({
    ...held.ref,
    discount_price: 0,
    remaining_amount: 0,
    is_valid: false,
    reward_type: rewardType,
    has_target_items: true,
    ...fields,
  });
  if (!held.example) return { calculated: result({ has_target_items: false }), discount: 0, applied: null };
  if (!usable(held.example, request, loggedIn)) return { calculated: result({}), discount: 0, applied: null };

  let discount = terms.discount ?? 0;
  if (terms.targetItemIds) {
    const target = items.find((line) => terms.targetItemIds.includes(line.item_id) && line.quantity > 0);
    if (!target) return { calculated: result({ has_target_items: false }), discount: 0, applied: null };
    discount = lineSubtotal(target) / target.quantity;
  }
  if (terms.minimum && subtotal < terms.minimum) {
    return { calculated: result({ remaining_amount: terms.minimum - subtotal }), discount: 0, applied: null };
  }
  discount = Math.min(discount, subtotal);
  return {
    calculated: result({ discount_price: discount, is_valid: true }),
    discount,
    applied: { ...held.ref, name: held.example.name, discount_price: discount },
  };
}

/**
 * Everything a request's amounts need: its lines as priced, the OrderCalculation (subtotal, discount, total, tax of
 * each rate, coupon) and the OrderCoupon to record (null when no coupon applies). `loggedIn`: the request carried a
 * bearer token (a login-only coupon applies only then).
 */
export function priceOrder(catalogue, request, { loggedIn = false } = {}) {
  const items = (request.order_items ?? []).map((requested) => orderLine(catalogue, requested));
  const option_items = (request.option_items ?? []).map((requested) => optionLine(catalogue, requested));
  const amounts = amountsByRate(catalogue, items, option_items, request.serving_type);
  const subtotal = amounts.EIGHT_PERCENT + amounts.TEN_PERCENT;
  const coupon = couponFor(catalogue, request, { items, subtotal, loggedIn });
  // Decision: has_coupon_item ("the cart holds an item discounted by the coupon") is true when a coupon applies and
  // the cart holds an item marked is_coupon_item (example calculation-coupon-item: c-welcome with the karaage).
  const hasCouponItem =
    coupon.applied !== null && items.some((line) => catalogue.items.get(line.item_id)?.is_coupon_item === true);
  const calculation = {
    total_price: subtotal - coupon.discount,
    subtotal_price: subtotal,
    discount_price: coupon.discount,
    has_coupon_item: hasCouponItem,
    ...(coupon.calculated ? { coupon: coupon.calculated } : {}),
    tax_details: taxDetails(amounts, coupon.discount, request.serving_type),
  };
  return { items, option_items, calculation, coupon: coupon.applied };
}
