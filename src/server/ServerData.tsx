import type { ReactNode } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { prefetchOnServer, type PrefetchOptions, type RouteQueries } from './prefetch.server';

/** Renders `children` with the route's server-fetched data already in their queries (prefetch.server.ts). */
export async function ServerData({
  queries,
  children,
  ...options
}: { queries: RouteQueries; children: ReactNode } & PrefetchOptions) {
  return <HydrationBoundary state={await prefetchOnServer(queries, options)}>{children}</HydrationBoundary>;
}
