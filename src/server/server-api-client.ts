import { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { apiOrigin } from '@/api/api-config';
import { createApiContext } from '@/api/api-context';
import { createHttpClient, type HttpClientOptions } from '@/api/create-http-client';
import { logEvent, REQUEST_ID_HEADER } from './log';

/**
 * The server render's instance of the one HTTP client (same headers, 60 s timeout, case conversion, error shapes),
 * straight to API_ORIGIN. Its context holds no brand and no tokens: the server serves many brands at once, so the
 * brand (`x-brand-id`) and the mock's `Prefer` header travel with each request (see fetch-brand.server.ts).
 */
export function createServerApiClient(options: Pick<HttpClientOptions, 'adapter' | 'baseURL'> = {}): AxiosInstance {
  const context = createApiContext({ currentPath: () => '/' });
  const instance = createHttpClient({
    baseURL: options.baseURL ?? apiOrigin(),
    context: () => context,
    adapter: options.adapter,
  });
  logCalls(instance);
  return instance;
}

const STARTED = Symbol('started');

/** One log line per server-side call: status (or failure) and duration, under the page's request id. */
function logCalls(instance: AxiosInstance): void {
  instance.interceptors.request.use((config) => Object.assign(config, { [STARTED]: Date.now() }));
  const line = (config: InternalAxiosRequestConfig | undefined, status: number | null, failure?: string) => {
    const started = (config as (InternalAxiosRequestConfig & { [STARTED]?: number }) | undefined)?.[STARTED];
    const requestId = config?.headers?.get?.(REQUEST_ID_HEADER);
    logEvent(status !== null && status < 500 ? 'info' : 'warn', 'server api call', {
      requestId: typeof requestId === 'string' ? requestId : undefined,
      method: config?.method?.toUpperCase(),
      path: config?.url?.split('?')[0],
      status,
      ms: started ? Date.now() - started : undefined,
      failure,
    });
  };
  instance.interceptors.response.use(
    (response) => {
      line(response.config, response.status);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error)) line(error.config, error.response?.status ?? null, error.code);
      throw error;
    },
  );
}

let shared: AxiosInstance | null = null;

/** The process-wide server instance (created on first use, so API_ORIGIN is read at run time). */
export function serverApiClient(): AxiosInstance {
  shared ??= createServerApiClient();
  return shared;
}
