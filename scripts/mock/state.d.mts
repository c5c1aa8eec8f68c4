type Json = Record<string, unknown>;
export interface Catalogue {
  items: Map<string, Json>;
  restaurants: Map<string, Json>;
  options: Map<string, Json>;
  walletOrder: Json;
  coupons: Map<string, Json>;
  pricingCoupons: Map<string, Json>;
}
export const READY_IN_MINUTES: number;
export { lineSubtotal, orderLine } from './pricing.mjs';
export function cartResponse(
  catalogue: Catalogue,
  request: Json,
): {
  restaurant_id: string;
  items: {
    customize_id: string;
    detail: { quantity: number; item_id: string; name: string; subtotal_price: number; state: string };
  }[];
};
export function confirmationAnswer(
  catalogue: Catalogue,
  example: Json,
  request: Json,
  options: { loggedIn: boolean; now: string },
): Json & { calculation: Json; items: Json[]; option_items: Json[] };
export function placedOrder(
  catalogue: Catalogue,
  example: Json,
  request: Json,
  ids: { orderId: string; orderNumber: string; createdAt: string; loggedIn?: boolean },
): Json & { order_id: string; total_price: number; subtotal_price: number; items: Json[]; created_at: string };
export function preorderAnswer(example: Json, order: Json & { order_id: string }): Json & { payment_url?: string };
export function orderIdsIn(json: unknown): string[];
export interface MockState {
  cart(key: string): Json | null;
  setCart(key: string, cart: Json): void;
  orders(key: string): Json[];
  order(key: string, orderId: string): Json | null;
  show(key: string, orderIds: string[]): void;
  shown(key: string, orderId: string): boolean;
  placeOrder(
    key: string,
    idempotencyKey: string | undefined,
    build: (ids: { orderId: string; orderNumber: string }) => Json,
    options?: { pending?: boolean },
  ): Json;
  startOrder(key: string, orderId: string, updatedAt: string): Json | null;
}
export function createState(): MockState;
