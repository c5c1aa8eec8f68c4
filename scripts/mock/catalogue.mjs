// The mock's own data read once from mocks/ (plain JSON): items with their customization trees, restaurants and
// option items, so stored carts and orders carry the same names and prices as Prism's examples.
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
 * Items by id (each with a `customizations` map keyed `groupId/itemId`), restaurants by id, option items by id, and
 * the wallet order example (the frame of an order reserved with POST /v1/orders/preorder, whose answer is no Order).
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
  return { items, restaurants, options, walletOrder };
}
