import colaLine from './cola-line.json';
import karaageBentoLargeLine from './karaage-bento-line.json';

/**
 * Stored carts the tests seed (local storage `cart`, the app's stored shape), shared by the component tests and the
 * e2e suites (e2e/cart-fixtures.ts); the benchmarks seed the same line from ./cola-line.json.
 */
export const NO_EXPIRY = '2999-12-31T00:00:00Z';

/** Two colas from the grand menu, no customizations. */
export const COLA_LINE = colaLine;

/** Two karaage bentos from the grand menu, no customizations. */
export const KARAAGE_BENTO_LINE = {
  customizeId: 'c-1',
  itemId: 'i-karaage-bento',
  version: 1,
  quantity: 2,
  name: '唐揚げ弁当',
  price: 760,
  menuId: 'm-grand',
  state: 'OnSale',
  customizeItems: [],
};

/** One karaage bento with large rice (a customization), from the grand menu. */
export const KARAAGE_BENTO_LARGE_LINE = karaageBentoLargeLine;

/** A stored cart at デモ食堂 渋谷店 (r1001) that never expires. */
export function storedCartOf(servingType: 'takeout' | 'eat_in', orderItems: readonly object[]) {
  return {
    expiry: NO_EXPIRY,
    restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
    orderItems,
    optionItems: [],
    servingType,
  };
}
