// The mock's own data read once from mocks/ (plain JSON): items with their customization trees, restaurants, option
// items and coupons, so stored carts and orders carry the same names and prices as Prism's examples.
import { readFileSync, readdirSync } from 'node:fs';

const mocks = new URL('../../mocks/', import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(new URL(path, mocks), 'utf8'));

function indexCustomizations(groups, into) {
  for (const group of groups ?? []) {
    for (const entry of group.customize_items ?? []) {
      into.set(`${group.customize_group_id}/${entry.item_id}`, entry);
      indexCustomizations(entry.customize_groups, into);
    }
  }
  return into;
}

/**
 * Items by id (each with a `customizations` map keyed `groupId/itemId`), restaurants by id, option items by id, the
 * wallet order example (the frame of an order reserved with POST /v1/orders/preorder, whose answer is no Order), and
 * the coupons by id and the pricing coupons by code.
 */
export function loadCatalogue() {
  const items = new Map();
  for (const file of readdirSync(new URL('items/', mocks)).filter((name) => name.endsWith('.json'))) {
    const item = readJson(`items/${file}`);
    items.set(item.item_id, { ...item, customizations: indexCustomizations(item.customize_groups, new Map()) });
  }
  const restaurants = new Map();
  for (const file of readdirSync(new URL('restaurants/', mocks)).filter((name) => /^r\d+\.json$/.test(name))) {
    const restaurant = readJson(`restaurants/${file}`);
    restaurants.set(restaurant.id, restaurant);
  }
  const options = new Map(
    readJson('restaurants/option-items.json').option_items.map((entry) => [entry.item_id, entry]),
  );
  const walletOrder = readJson('orders/o-20261121-0008.json');
  // The coupon examples (pricing.mjs judges a request's coupon by them): by coupon id (c-*.json) and by code.
  const coupons = new Map();
  const pricingCoupons = new Map();
  for (const file of readdirSync(new URL('coupons/', mocks)).filter((name) => name.endsWith('.json'))) {
    const coupon = readJson(`coupons/${file}`);
    if (typeof coupon.coupon_code === 'string') pricingCoupons.set(coupon.coupon_code, coupon);
    else if (typeof coupon.coupon_id === 'string') coupons.set(coupon.coupon_id, coupon);
  }
  return { items, restaurants, options, walletOrder, coupons, pricingCoupons };
}
