import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { isSessionErrorCode, sessionErrorKind } from '@/domain/session-errors';
import { apiContext, type ApiContext, type StoredAuth } from './api-context';
import { apiBaseUrl, apiKey, REQUEST_TIMEOUT_MS } from './api-config';
import { serverErrorCode } from './api-error';
import { fromWire, toWire } from './wire-adapter';
import { assertUsableBody } from './response-body';
import { assertRequiredParameters, compileOperations, type OperationShape } from './required-parameters';
import { OPERATIONS } from './generated/operations';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a token refresh, so a second 401 is passed on. */
    retriedAfterRefresh?: boolean;
    /** The refresh call itself must not trigger another refresh. */
    skipAuthRefresh?: boolean;
  }
}

/** SPEC 8: an expired access token; the call is retried once after refreshing the token. */
export const EXPIRED_ACCESS_TOKEN = 'E100110206';
const TOKEN_REFRESH_PATH = '/v1/auth/token_refresh';

/** POST /v1/auth/token_refresh answer (camelCase): a new access token, and a rotated refresh token when given. */
interface RefreshAnswer {
  accessToken: string;
  refreshToken?: string;
  refreshTokenExpires?: string;
}

/**
 * Tokens never leave the client in an error: a thrown error may be logged (error boundary) or shown, so its request
 * config loses the Authorization header and, for the auth calls, the body (codes, verifiers, refresh tokens).
 */
function redacted<E extends AxiosError>(error: E): E {
  const config = error.config;
  if (config) {
    config.headers?.delete?.('Authorization');
    if (config.url?.includes('/v1/auth/')) config.data = undefined;
  }
  return error;
}

/** The access token a request was sent with (to tell whether the stored one has been replaced since). */
function bearerToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

export interface HttpClientOptions {
  context?: () => ApiContext;
  baseURL?: string;
  operations?: readonly OperationShape[];
  adapter?: AxiosRequestConfig['adapter'];
}

/** Build an axios instance with SPEC 7's common behaviour. The app uses the one instance below. */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const context = options.context ?? apiContext;
  const matchers = compileOperations(options.operations ?? OPERATIONS);
  const instance = axios.create({
    baseURL: options.baseURL ?? apiBaseUrl(),
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // Query names stay as the contract writes them (`page.pageSize`); arrays repeat the key (`couponCode=a&couponCode=b`).
    paramsSerializer: { indexes: null },
    transitional: { clarifyTimeoutError: true },
    adapter: options.adapter,
  });

  instance.interceptors.request.use((config) => {
    assertRequiredParameters(matchers, config);
    const ctx = context();
    const key = apiKey();
    if (key) config.headers.set('x-api-key', key);
    config.headers.set('x-platform-code', ctx.platformCode);
    if (ctx.brandId) config.headers.set('x-brand-id', ctx.brandId);
    const session = ctx.dAccountSessionId();
    if (session) config.headers.set('x-d-account-session-id', session);
    const token = ctx.auth.get()?.accessToken;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.data = toWire(config, config.data);
    return config;
  });

  let refreshing: Promise<StoredAuth> | null = null;
  /**
   * One refresh for any number of calls failing together, in this tab (one shared promise) and across tabs (the
   * context's lock). Inside the lock the stored tokens are read again: when another call or tab already replaced
   * the access token the call failed with, its result is used and the (possibly rotated) refresh token is not sent
   * a second time.
   */
  const refreshSession = (failedAccessToken: string | null): Promise<StoredAuth> => {
    refreshing ??= context()
      .refreshLock(async () => {
        const ctx = context();
        const current = ctx.auth.get();
        if (!current?.refreshToken) throw new Error('No refresh token stored');
        if (current.accessToken && current.accessToken !== failedAccessToken) return current;
        const { data } = await instance.post<RefreshAnswer>(
          TOKEN_REFRESH_PATH,
          { refreshToken: current.refreshToken },
          { skipAuthRefresh: true },
        );
        const next: StoredAuth = {
          ...current,
          accessToken: data.accessToken,
          ...(data.refreshToken ? { refreshToken: data.refreshToken } : {}),
          ...(data.refreshTokenExpires ? { refreshTokenExpires: data.refreshTokenExpires } : {}),
        };
        ctx.auth.set(next);
        return next;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  /** SPEC 4/8: the codes every screen handles the same way are routed here, once, whatever the call. */
  const routeSessionError = (code: string | null): void => {
    const kind = sessionErrorKind(code);
    if (!kind || !code) return;
    const ctx = context();
    if (kind === 'forcedLogout') ctx.auth.clear();
    ctx.onSessionError({ kind, code });
  };

  const retryAfterRefresh = async (error: AxiosError, config: InternalAxiosRequestConfig): Promise<unknown> => {
    try {
      await refreshSession(bearerToken(config));
    } catch (refreshError: unknown) {
      const ctx = context();
      ctx.auth.clear();
      ctx.auth.rememberPath(ctx.currentPath());
      // A refresh answered with a routed code (E100110306, E100110506) already opened the forced-logout modal:
      // pass that code on, so the screen knows not to show its own copy.
      if (isSessionErrorCode(serverErrorCode(refreshError))) throw refreshError;
      throw redacted(error);
    }
    config.retriedAfterRefresh = true;
    return instance.request(config);
  };

  instance.interceptors.response.use(
    (response) => {
      assertUsableBody(response);
      response.data = fromWire(response.config, response.status, response.data);
      return response;
    },
    async (error: unknown) => {
      if (!axios.isAxiosError(error)) throw error;
      if (error.response)
        error.response.data = fromWire(error.response.config, error.response.status, error.response.data);
      const config = error.config;
      const code = serverErrorCode(error);
      const expired = error.response?.status === 401 && code === EXPIRED_ACCESS_TOKEN;
      if (config && expired && !config.retriedAfterRefresh && !config.skipAuthRefresh) {
        return retryAfterRefresh(error, config);
      }
      routeSessionError(code);
      throw redacted(error);
    },
  );
  return instance;
}

/** The app's one axios instance (loaded with the first call: `loadApiClient` in http-client.ts). */
export const apiClient = createHttpClient();
