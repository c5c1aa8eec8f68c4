import type { ReactNode } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { prefetchOnServer, type RouteQueries } from './prefetch.server';

/** Renders `children` with the route's server-fetched data already in their queries (prefetch.server.ts). */
export async function ServerData({ queries, children }: { queries: RouteQueries; children: ReactNode }) {
  return <HydrationBoundary state={await prefetchOnServer(queries)}>{children}</HydrationBoundary>;
}
