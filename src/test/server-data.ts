import type { AxiosResponse } from 'axios';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createApiContext } from '@/api/api-context';
import { createHttpClient } from '@/api/create-http-client';
import type { PrefetchableQuery } from '@/api/prefetchable-queries';

/**
 * What the server render hands a screen (src/server/prefetch.server.ts) when its query answers `wire` (an example in
 * wire format): the query run through the app's one HTTP client (so the case conversion is the real one), under the
 * query's own key, dehydrated for a HydrationBoundary.
 */
export async function serverDataFor(query: PrefetchableQuery | null, wire: unknown): Promise<DehydratedState> {
  if (!query) throw new Error('no server query for these ids');
  const context = createApiContext({ currentPath: () => '/' });
  const client = createHttpClient({
    baseURL: 'http://api.test',
    context: () => context,
    adapter: (config) => {
      const response: AxiosResponse = { data: wire, status: 200, statusText: '', headers: {}, config };
      return Promise.resolve(response);
    },
  });
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: () => query.fetch({ client, headers: {} }) });
  return dehydrate(queryClient);
}
