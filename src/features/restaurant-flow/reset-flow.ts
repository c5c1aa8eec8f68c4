'use client';

import { clearStoredServingType } from './use-serving-type';
import { clearStoredReceiveTimes } from './use-receive-time';

// Decision: picking a restaurant from the brand top starts a fresh choice: the stored serving type and receive time
// belong to the previous restaurant (its serving types and hours differ), so both are forgotten.
/** Forgets the eat-in/takeout choice and the receive time (a new restaurant was picked). */
export function resetRestaurantFlow(): void {
  clearStoredServingType();
  clearStoredReceiveTimes();
}
