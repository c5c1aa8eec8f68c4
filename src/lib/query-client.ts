import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIME } from '@/domain/constants';

/** Query kinds with their own freshness (SPEC 9 "Caches"). */
export type QueryKind = keyof typeof CACHE_TIME;

/**
 * Per-kind options to spread into a generated hook's `query` options, e.g.
 * `useGetBrand(brandId, { query: queryOptionsFor('BRAND') })`. Restaurant queries never retry (SPEC 9).
 */
export function queryOptionsFor(kind: QueryKind): { staleTime: number; retry: false } {
  return { staleTime: CACHE_TIME[kind], retry: false };
}

/** The client defaults (SPEC 7 "Queries do not refetch on window focus and do not retry by default"). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: CACHE_TIME.MENU },
      mutations: { retry: false },
    },
  });
}
