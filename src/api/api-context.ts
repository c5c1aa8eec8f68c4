import type { SessionErrorKind } from '@/domain/session-errors';

/**
 * Per-app request context: which brand this page belongs to, which platform it runs on, and where the tokens are.
 * Set once by the app shell (brand resolved from the host name on the server) and read by the axios interceptors.
 */
export type PlatformCode = 'web' | 'pay_mini_app';

export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  refreshTokenExpires?: string | number;
  returnUrl?: string;
  userName?: string;
}

/** Where the client reads and writes the auth record; browser storage in the app, memory in tests. */
export interface AuthStore {
  get(): StoredAuth | null;
  set(auth: StoredAuth): void;
  clear(): void;
  /** Remember the page to come back to after a forced re-login. */
  rememberPath(path: string): void;
}

/** A server error that every screen handles the same way (SPEC 4, 8), reported by the client's error path. */
export interface SessionErrorEvent {
  kind: SessionErrorKind;
  code: string;
}

/** Runs `task` while holding the one token-refresh lock shared by every open tab of this origin. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface ApiContext {
  brandId: string | null;
  platformCode: PlatformCode;
  dAccountSessionId: () => string | null;
  auth: AuthStore;
  currentPath: () => string;
  /** Installed by the shared UI layer: opens the forced-logout / card-expired modal or the login error page. */
  onSessionError: (event: SessionErrorEvent) => void;
  /** Serialises token refreshes across tabs (Web Locks); the default runs the task at once. */
  refreshLock: RefreshLock;
}

/** The Web Locks subset the refresh lock needs. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Listens for another tab's write of the stored tokens from its call on (ui/session `watchAuthWrites`). */
export type TokenWriteWatch = () => {
  /** Resolves once such a write has reached this tab: at once if one already did, else after `ms` at most. */
  arrived(ms: number): Promise<void>;
  stop(): void;
};

const REFRESH_LOCK_NAME = 'order-ahead.auth.refresh';

/**
 * How long a tab that waited for the lock waits for the other tab's new tokens to reach its own copy of the storage.
 * Web storage is not kept in step across a browser's processes: the lock orders the refreshes, but the other tab's
 * write arrives with its `storage` event, which can come after the lock is handed over (an e2e run caught the second
 * tab reading the old tokens and sending the rotated refresh token again). A few milliseconds in practice.
 */
export const OTHER_TAB_WRITE_WAIT_MS = 1000;

const NOT_RUN = Symbol('not run');

// Decision: without the Web Locks API (old browsers, insecure origins) each tab refreshes on its own; the re-read of
// the stored tokens before refreshing still saves a tab that comes second from using a rotated refresh token.
/**
 * The cross-tab refresh lock: navigator.locks when the browser has it, else no lock. The lock is first asked for
 * without waiting; a tab that has to wait (another tab holds it: it is refreshing) waits, inside the lock, for that
 * tab's write to arrive (`watch`) before its task reads the stored tokens.
 */
export function browserRefreshLock(
  locks: LockManagerLike | undefined = browserLocks(),
  watch?: TokenWriteWatch,
): RefreshLock {
  return async <T>(task: () => Promise<T>) => {
    if (!locks) return task();
    const writes = watch?.();
    try {
      const free = await locks.request<T | typeof NOT_RUN>(REFRESH_LOCK_NAME, { ifAvailable: true }, (lock) =>
        lock ? task() : Promise.resolve(NOT_RUN),
      );
      if (free !== NOT_RUN) return free;
      return await locks.request<T>(REFRESH_LOCK_NAME, async () => {
        await writes?.arrived(OTHER_TAB_WRITE_WAIT_MS);
        return task();
      });
    } finally {
      writes?.stop();
    }
  };
}

function browserLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

const memoryAuth = (): AuthStore => {
  let value: StoredAuth | null = null;
  return {
    get: () => value,
    set: (auth) => {
      value = auth;
    },
    clear: () => {
      value = null;
    },
    rememberPath: () => undefined,
  };
};

/** A fresh context with no brand, the web platform and in-memory auth. */
export function createApiContext(overrides: Partial<ApiContext> = {}): ApiContext {
  return {
    brandId: null,
    platformCode: 'web',
    dAccountSessionId: () => null,
    auth: memoryAuth(),
    currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search),
    onSessionError: () => undefined,
    refreshLock: (task) => task(),
    ...overrides,
  };
}

const shared: ApiContext = createApiContext();

/** The context used by the app's one axios instance. */
export function apiContext(): ApiContext {
  return shared;
}

/** Update the shared context (called by the app shell once the brand and storage are known). */
export function configureApi(patch: Partial<ApiContext>): void {
  Object.assign(shared, patch);
}
