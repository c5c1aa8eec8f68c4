import type { CartResponse } from '@/api/generated/models';
import { linePrice } from '@/domain/money';
import type { Cart, ItemState } from '@/domain/menu-types';

const SALE_STATUS: Record<ItemState, CartResponse['items'][number]['detail']['state']> = {
  OnSale: 'ON_SALE',
  SoldOut: 'SOLD_OUT',
  Disabled: 'UNAVAILABLE',
  Hidden: 'UNAVAILABLE',
};

/**
 * The cart cache entry a successful cart call would store, built from the local cart for the optimistic update
 * (SPEC 4 "the client updates its cached cart optimistically"). Null when there is no cart.
 */
export function optimisticCartResponse(cart: Cart | null): CartResponse | null {
  if (!cart) return null;
  return {
    restaurantId: cart.restaurant.id,
    items: cart.orderItems.map((line) => ({
      customizeId: line.customizeId,
      detail: {
        quantity: line.quantity,
        itemId: line.itemId ?? '',
        version: line.version ?? 0,
        name: line.name,
        subtotalPrice: linePrice(line),
        state: SALE_STATUS[line.state ?? 'OnSale'],
      },
    })),
  };
}
