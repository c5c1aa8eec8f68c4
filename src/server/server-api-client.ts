import type { AxiosInstance } from 'axios';
import { apiOrigin } from '@/api/api-config';
import { createApiContext } from '@/api/api-context';
import { createHttpClient, type HttpClientOptions } from '@/api/create-http-client';

/**
 * The server render's instance of the one HTTP client (same headers, 60 s timeout, case conversion, error shapes),
 * straight to API_ORIGIN. Its context holds no brand and no tokens: the server serves many brands at once, so the
 * brand (`x-brand-id`) and the mock's `Prefer` header travel with each request (see fetch-brand.server.ts).
 */
export function createServerApiClient(options: Pick<HttpClientOptions, 'adapter' | 'baseURL'> = {}): AxiosInstance {
  const context = createApiContext({ currentPath: () => '/' });
  return createHttpClient({
    baseURL: options.baseURL ?? apiOrigin(),
    context: () => context,
    adapter: options.adapter,
  });
}

let shared: AxiosInstance | null = null;

/** The process-wide server instance (created on first use, so API_ORIGIN is read at run time). */
export function serverApiClient(): AxiosInstance {
  shared ??= createServerApiClient();
  return shared;
}
