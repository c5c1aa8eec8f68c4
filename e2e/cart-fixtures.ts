/** Stored carts the suites seed (local storage `cart`, the app's stored shape), shared by the specs. */
export const NO_EXPIRY = '2999-12-31T00:00:00Z';

/** Two colas from the grand menu, no customizations. */
export const COLA_LINE = {
  customizeId: 'c-1b2c3d4e',
  itemId: 'i-cola',
  version: 3,
  quantity: 2,
  name: 'コーラ',
  price: 200,
  menuId: 'm-grand',
  state: 'OnSale',
  customizeItems: [],
};

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
