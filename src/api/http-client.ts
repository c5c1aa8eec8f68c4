import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { apiContext, type ApiContext } from './api-context';
import { apiBaseUrl, apiKey, REQUEST_TIMEOUT_MS } from './api-config';
import { serverErrorCode } from './api-error';
import { fromWireKeys, toWireKeys } from './case-conversion';
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
    config.headers.set('x-api-key', apiKey());
    config.headers.set('x-platform-code', ctx.platformCode);
    if (ctx.brandId) config.headers.set('x-brand-id', ctx.brandId);
    const session = ctx.dAccountSessionId();
    if (session) config.headers.set('x-d-account-session-id', session);
    const token = ctx.auth.get()?.accessToken;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.data = toWireKeys(config.data);
    return config;
  });

  let refreshing: Promise<string> | null = null;
  const refreshAccessToken = (refreshToken: string): Promise<string> => {
    refreshing ??= instance
      .post<{ accessToken: string }>(TOKEN_REFRESH_PATH, { refreshToken }, { skipAuthRefresh: true })
      .then((response) => response.data.accessToken)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  instance.interceptors.response.use(
    (response) => {
      response.data = fromWireKeys(response.data);
      return response;
    },
    async (error: unknown) => {
      if (!axios.isAxiosError(error)) throw error;
      if (error.response) error.response.data = fromWireKeys(error.response.data);
      const config = error.config as InternalAxiosRequestConfig | undefined;
      const expired = error.response?.status === 401 && serverErrorCode(error) === EXPIRED_ACCESS_TOKEN;
      if (!config || !expired || config.retriedAfterRefresh || config.skipAuthRefresh) throw error;

      const ctx = context();
      const auth = ctx.auth.get();
      try {
        if (!auth?.refreshToken) throw error;
        const accessToken = await refreshAccessToken(auth.refreshToken);
        ctx.auth.set({ ...auth, accessToken });
      } catch {
        ctx.auth.clear();
        ctx.auth.rememberPath(ctx.currentPath());
        throw error;
      }
      config.retriedAfterRefresh = true;
      return instance.request(config);
    },
  );
  return instance;
}

/** The app's one axios instance. */
export const apiClient = createHttpClient();

/** orval mutator: every generated call goes through `apiClient` and resolves to the (camelCase) body. */
export async function customInstance<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.request<T>({ ...config, ...options });
  return response.data;
}

export type ErrorType<E> = import('axios').AxiosError<E>;
export type BodyType<B> = B;
