'use client';

import { useSyncExternalStore } from 'react';
import { readActiveAuth, subscribeAuth } from './auth-storage';

/** Logged in = a stored, unexpired refresh token (SPEC 4 "Without a refresh token the user counts as not logged in"). */
export function isAuthorizedNow(): boolean {
  return readActiveAuth() !== null;
}

/** The authorized state, following this tab and the other tabs; false during the server render and hydration. */
export function useIsAuthorized(): boolean {
  return useSyncExternalStore(subscribeAuth, isAuthorizedNow, () => false);
}

/** The logged-in customer's display name, or null (guest, or no name given). */
export function useUserName(): string | null {
  return useSyncExternalStore(
    subscribeAuth,
    () => readActiveAuth()?.userName ?? null,
    () => null,
  );
}
