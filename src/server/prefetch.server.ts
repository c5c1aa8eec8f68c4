import { cookies, headers } from 'next/headers';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { apiPathOf, type PrefetchableQuery } from '@/api/prefetchable-queries';
import { SERVER_PREFETCH_TIMEOUT_MS } from '@/domain/constants';
import { mockCallHeaders } from '@/mock/server/call-headers';
import { publicCache, publicCacheKey } from './public-cache';
import { REQUEST_ID_HEADER } from './log';
import { serverApiClient } from './server-api-client';
import { isDocumentRequest } from '@/lib/i18n/server';
import { getShellRequest } from './shell-context.server';

// ADR 0016: data that is the same for every customer of the brand (the restaurant list as the brand top
// opens, the restaurant, its terms of sale, the LINE privacy policy) is fetched by the server render and handed to
// the screens' queries, so it is in the first HTML (the largest paint no longer waits for the JavaScript and a second
// round trip). The menu list, a menu and an item are fetched the same way for the choices a customer arriving at the
// address has (domain serverAssumedMenuInput), on a first load only (`firstLoadOnly`): inside the app the browser
// asks for them on intent and the screens show their skeletons at once. Best effort: a call that fails or takes
// longer than SERVER_PREFETCH_TIMEOUT_MS is left out, and the screen asks for it from the browser as before, with the
// same loading, error screens and modals. Every one of these answers is public, so the instance keeps it for its
// freshness time (public-cache.ts): after warm-up a page view costs the backend nothing.
/** The queries of one route for the request's brand (null: that query cannot be made for this address). */
export type RouteQueries = (request: { brandId: string }) => ReadonlyArray<PrefetchableQuery | null>;

export interface PrefetchOptions {
  /**
   * Only for a page's first HTML, not for the router's requests (an in-app navigation or prefetch: `fetch()`es, see
   * isRouterRequest): for screens whose data the browser already asks ahead on intent and whose own loading state
   * shows at once, so a tap is not held back by a server call.
   */
  firstLoadOnly?: boolean;
  /**
   * Not for a page's first HTML, whose root layout already brought these queries for the whole shell (ShellData.tsx):
   * only for the router's requests, where the root layout does not render again.
   */
  unlessDocument?: boolean;
}

/**
 * Whether this render answers the router's own request (in-app navigation or prefetch), not a document. Next hides
 * its router headers (`RSC: 1`) from `headers()` and from the proxy, so this reads what the browser says of every
 * request: the router's are `fetch()`es (`Sec-Fetch-Dest: empty`), a page load is a `document`. A browser that sends
 * no Sec-Fetch headers gets the data with each request, as before.
 */
function isRouterRequest(list: Pick<Headers, 'get'>): boolean {
  return list.get('sec-fetch-dest') === 'empty';
}

/**
 * Runs the route's queries with the server's HTTP client, the request's brand and, against the mock, the same
 * per-path headers the proxy adds; returns the successful answers, for a HydrationBoundary (ServerData.tsx).
 */
export async function prefetchOnServer(
  queriesFor: RouteQueries,
  { firstLoadOnly = false, unlessDocument = false }: PrefetchOptions = {},
): Promise<DehydratedState> {
  const [{ brandId }, jar, requestHeaders] = await Promise.all([getShellRequest(), cookies(), headers()]);
  const skip =
    (firstLoadOnly && isRouterRequest(requestHeaders)) || (unlessDocument && isDocumentRequest(requestHeaders));
  const requestId = requestHeaders.get(REQUEST_ID_HEADER);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queries = brandId && !skip ? queriesFor({ brandId }) : [];
  await Promise.all(
    queries.flatMap((query) => {
      if (!query || !brandId) return [];
      const headers: Record<string, string> = Object.fromEntries(
        mockCallHeaders(apiPathOf(query), (name) => jar.get(name)?.value),
      );
      headers['x-brand-id'] = brandId;
      if (requestId) headers[REQUEST_ID_HEADER] = requestId;
      const call = () => query.fetch({ client: serverApiClient(), headers, timeout: SERVER_PREFETCH_TIMEOUT_MS });
      const key = publicCacheKey(JSON.stringify(query.queryKey), headers);
      const queryFn = () => (query.personal ? call() : publicCache.get(key, query.freshMs, call));
      return query.kind === 'pages'
        ? queryClient.prefetchInfiniteQuery({ queryKey: query.queryKey, queryFn, initialPageParam: undefined })
        : queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn });
    }),
  );
  return dehydrate(queryClient);
}
