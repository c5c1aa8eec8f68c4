/** Item-screen tracking events (SPEC 4 "Record an event (editItem when editing, addToCartFromItem otherwise)"). */
export type ItemTrackEvent = 'editItem' | 'addToCartFromItem';

/** Payload sent with an item event. */
export interface ItemTrackPayload {
  restaurantId: string;
  menuId: string;
  itemId: string;
  quantity: number;
}

/**
 * Records an item event. No analytics backend is specified: it is logged in development only; production stays
 * silent.
 */
export function trackEvent(name: ItemTrackEvent, payload: ItemTrackPayload): void {
  if (process.env.NODE_ENV === 'development') console.debug('[track]', name, payload);
}
