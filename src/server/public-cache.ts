/**
 * The per-instance cache of public, non-personal answers the server render asks for (issue 26): the brand, the
 * restaurant list, a restaurant, its terms, the menu list, menus and items — the same for every customer of a brand,
 * asked without a token. Each entry lives for SPEC 9's freshness time of its query; concurrent misses of one key share
 * one backend call (a lunch rush of one menu page costs one call, not one per customer); failures are never kept.
 * Personal data (orders, cart, coupons, anything with a token) never goes through here. Bounded in entries: the least
 * recently used go first.
 */
export interface PublicCache {
  get<T>(key: string, freshMs: number, load: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createPublicCache({ maxEntries = 2000, now = Date.now } = {}): PublicCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const pending = new Map<string, Promise<unknown>>();

  function keep(key: string, value: unknown, freshMs: number) {
    entries.delete(key);
    entries.set(key, { value, expires: now() + freshMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    get<T>(key: string, freshMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value as T);
      }
      if (hit) entries.delete(key);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight as Promise<T>;
      const call = load()
        .then((value) => {
          if (freshMs > 0) keep(key, value, freshMs);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, call);
      return call;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The process's one cache. */
export const publicCache: PublicCache = createPublicCache();

/** The cache key of a call: what decides its answer (brand, path with query, the mock's headers when present). */
export function publicCacheKey(path: string, headers: Record<string, string>): string {
  const sorted = Object.keys(headers)
    .filter((name) => name !== 'x-request-id')
    .sort()
    .map((name) => `${name}=${headers[name]}`);
  return `${path}|${sorted.join('|')}`;
}
