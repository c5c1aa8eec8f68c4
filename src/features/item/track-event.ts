/** Item-screen tracking events (SPEC 4 "Record an event (editItem when editing, addToCartFromItem otherwise)"). */
export type ItemTrackEvent = 'editItem' | 'addToCartFromItem';

/** Payload sent with an item event. */
export interface ItemTrackPayload {
  restaurantId: string;
  menuId: string;
  itemId: string;
  quantity: number;
}

/** Events recorded so far in this page (read by tests and by an analytics adapter when one is plugged in). */
export const trackedEvents: { name: ItemTrackEvent; payload: ItemTrackPayload }[] = [];

/**
 * Records an item event. No analytics backend is specified, so this keeps the event in memory and logs it in
 * development only; production stays silent.
 */
export function trackEvent(name: ItemTrackEvent, payload: ItemTrackPayload): void {
  trackedEvents.push({ name, payload });
  if (trackedEvents.length > 50) trackedEvents.shift();
  if (process.env.NODE_ENV === 'development') console.debug('[track]', name, payload);
}
