'use client';

import { useSyncExternalStoreAfterHydration } from '@/lib/hydration-gate';
import { readActiveAuth, subscribeAuth } from './auth-storage';

/** Logged in = a stored, unexpired refresh token (SPEC 4 "Without a refresh token the user counts as not logged in"). */
export function isAuthorizedNow(): boolean {
  return readActiveAuth() !== null;
}

/**
 * The authorized state, following this tab and the other tabs; false during the server render and hydration (the
 * stored login is read from the hydration gate's opening).
 */
export function useIsAuthorized(): boolean {
  return useSyncExternalStoreAfterHydration(subscribeAuth, isAuthorizedNow, () => false);
}

/** The logged-in customer's display name, or null (guest, or no name given). */
export function useUserName(): string | null {
  return useSyncExternalStoreAfterHydration(
    subscribeAuth,
    () => readActiveAuth()?.userName ?? null,
    () => null,
  );
}
