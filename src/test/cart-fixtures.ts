import colaLine from './cola-line.json';

/**
 * Stored carts the tests seed (local storage `cart`, the app's stored shape), shared by the component tests and the
 * e2e suites (e2e/cart-fixtures.ts); the benchmarks seed the same line from ./cola-line.json.
 */
export const NO_EXPIRY = '2999-12-31T00:00:00Z';

/** Two colas from the grand menu, no customizations. */
export const COLA_LINE = colaLine;

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
