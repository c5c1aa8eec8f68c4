import type { QueryClient } from '@tanstack/react-query';

/**
 * The options a screen's hook passed for one of its queries, as the query client holds them (its observers'
 * options): what the cache really does with the answer (SPEC 9 "Caches"), not what a constant says. `path` is the
 * query key's first element, the contract path (orval's convention), e.g. `/v1/restaurants/r1001`.
 */
export function observedQueryOptions(
  client: QueryClient,
  path: string,
): { staleTime: unknown; retry: unknown; observers: number } {
  const queries = client
    .getQueryCache()
    .findAll()
    .filter((query) => String(query.queryKey[0]) === path);
  if (queries.length !== 1) throw new Error(`expected one query for ${path}, found ${queries.length}`);
  const observers = queries[0]!.observers;
  if (observers.length === 0) throw new Error(`no hook reads ${path}`);
  const { staleTime, retry } = observers[0]!.options;
  return { staleTime, retry, observers: observers.length };
}
