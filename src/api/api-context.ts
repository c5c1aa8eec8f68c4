/**
 * Per-app request context: which brand this page belongs to, which platform it runs on, and where the tokens are.
 * Set once by the app shell (brand resolved from the host name on the server) and read by the axios interceptors.
 */
export type PlatformCode = 'web' | 'pay_mini_app';

export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  refreshTokenExpires?: string;
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

export interface ApiContext {
  brandId: string | null;
  platformCode: PlatformCode;
  dAccountSessionId: () => string | null;
  auth: AuthStore;
  currentPath: () => string;
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
