import type { ItemEventName } from '@/domain/telemetry';

/** Item-screen tracking events (SPEC 4 "Record an event (editItem when editing, addToCartFromItem otherwise)"). */
export type ItemTrackEvent = ItemEventName;

/** Payload sent with an item event. */
export interface ItemTrackPayload {
  restaurantId: string;
  menuId: string;
  itemId: string;
  quantity: number;
}

/**
 * Records an item event: sent to `POST /telemetry` with the next batch (logged in development too). The telemetry
 * queue is fetched with the first event (issue 29: it shares its chunk with the Web Vitals reporter, which the shell
 * loads after the first paint; imported statically, it was in the item page's first load).
 */
export function trackEvent(name: ItemTrackEvent, payload: ItemTrackPayload): void {
  if (process.env.NODE_ENV === 'development') console.debug('[track]', name, payload);
  void import('@/lib/telemetry/send-telemetry').then(({ reportEvent }) =>
    reportEvent({
      type: 'event',
      name,
      restaurantId: payload.restaurantId,
      menuId: payload.menuId,
      itemId: payload.itemId,
      quantity: payload.quantity,
    }),
  );
}
