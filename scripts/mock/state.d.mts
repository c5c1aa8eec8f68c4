type Json = Record<string, unknown>;
export interface Catalogue {
  items: Map<string, Json>;
  restaurants: Map<string, Json>;
  options: Map<string, Json>;
  walletOrder: Json;
}
export const READY_IN_MINUTES: number;
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
export function placedOrder(
  catalogue: Catalogue,
  example: Json,
  request: Json,
  ids: { orderId: string; orderNumber: string; createdAt: string },
): Json & { order_id: string; total_price: number; subtotal_price: number; items: Json[]; created_at: string };
export function lineSubtotal(line: Json): number;
export function createState(): unknown;
