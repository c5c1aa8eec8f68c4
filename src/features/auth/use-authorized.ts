'use client';

import { useSyncExternalStore } from 'react';
import { appStorage } from '@/lib/browser-storage';

const listeners = new Set<() => void>();

/** Tell subscribers that the stored auth changed (login, logout, forced logout). */
export function notifyAuthChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === 'auth' && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Logged in = a stored refresh token (SPEC 4 "Without a refresh token the user counts as not logged in"). */
export function isAuthorizedNow(): boolean {
  return Boolean(appStorage().get('auth')?.refreshToken);
}

/** The authorized state; false during the server render and hydration. */
export function useIsAuthorized(): boolean {
  return useSyncExternalStore(subscribe, isAuthorizedNow, () => false);
}

/** Clears the stored auth locally (the logout call comes with the auth issue). */
export function clearLocalAuth(): void {
  appStorage().remove('auth');
  notifyAuthChanged();
}
