import type { AuthStore, StoredAuth, TokenWriteWatch } from '@/api/api-context';
import { hasActiveSession, type AuthRecord } from '@/domain/auth';
import { readFromStorage, storedState } from '@/lib/stored-state';

/** The storage key of the auth record (SPEC 3 "Client storage": auth). */
export const AUTH_STORAGE_KEY = 'auth';

const listeners = new Set<() => void>();

/** Tell this tab's subscribers that the stored auth changed (other tabs hear the `storage` event). */
export function notifyAuthChanged(): void {
  for (const listener of listeners) listener();
}

/** Another tab wrote or removed the stored auth (key null: it cleared the whole storage). */
function isAuthWrite(event: StorageEvent): boolean {
  return event.key === AUTH_STORAGE_KEY || event.key === null;
}

/**
 * Subscribes to auth changes in this tab and in the other open tabs of the origin (the `storage` event fires there
 * when one tab logs in, refreshes or logs out). Returns the unsubscribe function.
 */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (isAuthWrite(event)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Listens for another tab's write of the stored auth (its `storage` event) from now on: the refresh lock's wait for
 * that tab's new tokens (api-context `browserRefreshLock`).
 */
export const watchAuthWrites: TokenWriteWatch = () => {
  let arrived = false;
  let wake: (() => void) | null = null;
  const onStorage = (event: StorageEvent) => {
    if (!isAuthWrite(event)) return;
    arrived = true;
    wake?.();
  };
  window.addEventListener('storage', onStorage);
  return {
    arrived: (ms) =>
      arrived
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
    stop: () => window.removeEventListener('storage', onStorage),
  };
};

/**
 * The stored auth record while the session is active, else null. A record of the wrong shape is dropped by the typed
 * storage (its schema) and reads as a guest; so does one without a refresh token or past refreshTokenExpires (SPEC 4).
 */
export function readActiveAuth(now: number = Date.now()): AuthRecord | null {
  return activeOrNull(storedState.get('auth'), now);
}

function activeOrNull(auth: AuthRecord | null, now: number): AuthRecord | null {
  return auth && hasActiveSession(auth, now) ? auth : null;
}

/** Stores the auth record after login or refresh and tells the app. False when the browser refused to store it. */
export function writeAuth(auth: AuthRecord): boolean {
  const stored = storedState.set('auth', auth);
  notifyAuthChanged();
  return stored;
}

/** Removes the stored auth (logout, forced logout, failed refresh) and tells the app. */
export function clearAuth(): void {
  storedState.remove('auth');
  notifyAuthChanged();
}

/** The HTTP client's view of the auth record in browser storage. */
export const browserAuth: AuthStore = {
  // Read from storage itself: another tab may have just refreshed (rotated) the tokens under the shared lock.
  get: (): StoredAuth | null => activeOrNull(readFromStorage('auth'), Date.now()),
  set: (auth) =>
    void writeAuth({
      ...auth,
      refreshTokenExpires: auth.refreshTokenExpires ?? storedState.get('auth')?.refreshTokenExpires ?? '',
    }),
  clear: clearAuth,
  rememberPath: (path) => void storedState.set('redirectUrl', path),
};
