import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import { ClientLoadError } from './api-error';

// ADR 0007: axios and the client's interceptors (create-http-client.ts) load with the first call, not with the page.
// The generated hooks only know this mutator.
let loading: Promise<AxiosInstance> | null = null;

/** The app's one axios instance, imported once on first use; a failed import is retried by the next call. */
export function loadApiClient(): Promise<AxiosInstance> {
  loading ??= import('./create-http-client').then(
    (module) => module.apiClient,
    (error: unknown) => {
      loading = null;
      throw new ClientLoadError(error);
    },
  );
  return loading;
}

/**
 * Starts loading the client now, for a screen that asks the API as it opens (called at the top of its module): the
 * client then arrives while the page hydrates instead of after it, so the screen's first call is not held up by it.
 */
export function preloadApiClient(): void {
  loadApiClient().catch(() => undefined); // a failure is reported by the call that needs the client
}

/** Per-call options of the generated functions: axios config, and `client` to run through another instance. */
export type CallOptions = AxiosRequestConfig & {
  /** An instance from createHttpClient (e.g. the server's, src/server/server-api-client.ts); default: the app's. */
  client?: AxiosInstance;
};

/** orval mutator: every generated call goes through the app's client (or `options.client`) and resolves to the body. */
export async function customInstance<T>(config: AxiosRequestConfig, options?: CallOptions): Promise<T> {
  const { client, ...rest } = options ?? {};
  const response = await (client ?? (await loadApiClient())).request<T>({ ...config, ...rest });
  return response.data;
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
