import type { ItemEventName } from '@/domain/telemetry';
import { reportEvent } from '@/lib/telemetry/send-telemetry';

/** Item-screen tracking events (SPEC 4 "Record an event (editItem when editing, addToCartFromItem otherwise)"). */
export type ItemTrackEvent = ItemEventName;

/** Payload sent with an item event. */
export interface ItemTrackPayload {
  restaurantId: string;
  menuId: string;
  itemId: string;
  quantity: number;
}

/** Records an item event: sent to `POST /telemetry` with the next batch (logged in development too). */
export function trackEvent(name: ItemTrackEvent, payload: ItemTrackPayload): void {
  if (process.env.NODE_ENV === 'development') console.debug('[track]', name, payload);
  reportEvent({
    type: 'event',
    name,
    restaurantId: payload.restaurantId,
    menuId: payload.menuId,
    itemId: payload.itemId,
    quantity: payload.quantity,
  });
}
