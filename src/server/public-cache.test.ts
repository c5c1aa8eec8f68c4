import { describe, expect, it, vi } from 'vitest';
import { createPublicCache, publicCacheKey } from './public-cache';

/** A promise settled from outside, to hold a load in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A cache on a clock the test moves. */
function cacheAt(start = 0, options: { maxEntries?: number } = {}) {
  const clock = { now: start };
  const cache = createPublicCache({ ...options, now: () => clock.now });
  return { cache, clock };
}

describe('createPublicCache: freshness', () => {
  it('answers from the cache within freshMs without loading again', async () => {
    const { cache, clock } = cacheAt(1_000);
    const load = vi.fn(() => Promise.resolve('brand v1'));
    await expect(cache.get('brand', 60_000, load)).resolves.toBe('brand v1');
    clock.now += 59_999;
    await expect(cache.get('brand', 60_000, load)).resolves.toBe('brand v1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it.each([[60_000], [60_001], [3_600_000]])('loads again %s ms later (freshMs 60000 has run out)', async (later) => {
    const { cache, clock } = cacheAt(1_000);
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    await expect(cache.get('brand', 60_000, load)).resolves.toBe('v1');
    clock.now += later;
    await expect(cache.get('brand', 60_000, load)).resolves.toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when freshMs is 0', async () => {
    const { cache } = cacheAt();
    const load = vi.fn(() => Promise.resolve('menu'));
    await cache.get('menu', 0, load);
    await cache.get('menu', 0, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('keeps each key apart', async () => {
    const { cache } = cacheAt();
    await expect(cache.get('a', 60_000, () => Promise.resolve('A'))).resolves.toBe('A');
    await expect(cache.get('b', 60_000, () => Promise.resolve('B'))).resolves.toBe('B');
    expect(cache.size).toBe(2);
  });
});

describe('createPublicCache: single flight', () => {
  it('shares one load between concurrent misses of one key', async () => {
    const { cache } = cacheAt();
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const first = cache.get('menu', 60_000, load);
    const second = cache.get('menu', 60_000, load);
    const third = cache.get('menu', 60_000, load);
    answer.resolve('menu v1');
    await expect(Promise.all([first, second, third])).resolves.toEqual(['menu v1', 'menu v1', 'menu v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load even when freshMs is 0', async () => {
    const { cache } = cacheAt();
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const both = Promise.all([cache.get('menu', 0, load), cache.get('menu', 0, load)]);
    answer.resolve('menu');
    await expect(both).resolves.toEqual(['menu', 'menu']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: every waiter sees it, and the next call loads again', async () => {
    const { cache } = cacheAt();
    const answer = deferred<string>();
    const load = vi.fn<() => Promise<string>>().mockReturnValueOnce(answer.promise).mockResolvedValueOnce('recovered');
    const first = cache.get('menu', 60_000, load);
    const second = cache.get('menu', 60_000, load);
    answer.reject(new Error('backend 503'));
    await expect(first).rejects.toThrow('backend 503');
    await expect(second).rejects.toThrow('backend 503');
    expect(cache.size).toBe(0);
    await expect(cache.get('menu', 60_000, load)).resolves.toBe('recovered');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('createPublicCache: bounded by maxEntries', () => {
  it('evicts the least recently used entry', async () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    const load = vi.fn((key: string) => Promise.resolve(key));
    await cache.get('a', 60_000, () => load('a'));
    await cache.get('b', 60_000, () => load('b'));
    await cache.get('c', 60_000, () => load('c'));
    expect(cache.size).toBe(2);
    load.mockClear();
    await cache.get('b', 60_000, () => load('b'));
    await cache.get('c', 60_000, () => load('c'));
    expect(load).not.toHaveBeenCalled();
    await cache.get('a', 60_000, () => load('a'));
    expect(load).toHaveBeenCalledWith('a');
  });

  it('counts a read as a use (a read entry outlives an older unread one)', async () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    const load = vi.fn((key: string) => Promise.resolve(key));
    await cache.get('a', 60_000, () => load('a'));
    await cache.get('b', 60_000, () => load('b'));
    await cache.get('a', 60_000, () => load('a'));
    await cache.get('c', 60_000, () => load('c'));
    load.mockClear();
    await cache.get('a', 60_000, () => load('a'));
    expect(load).not.toHaveBeenCalled();
    await cache.get('b', 60_000, () => load('b'));
    expect(load).toHaveBeenCalledWith('b');
  });
});

describe('publicCacheKey', () => {
  const headers = { 'x-brand-id': 'demo', 'x-platform-code': 'web', 'x-request-id': 'req-00000001' };

  it('ignores x-request-id', () => {
    expect(publicCacheKey('/v1/menus', headers)).toBe(
      publicCacheKey('/v1/menus', { ...headers, 'x-request-id': 'req-99999999' }),
    );
    const { 'x-request-id': _ignored, ...withoutId } = headers;
    expect(publicCacheKey('/v1/menus', headers)).toBe(publicCacheKey('/v1/menus', withoutId));
  });

  it('does not depend on the order of the headers', () => {
    expect(publicCacheKey('/v1/menus', { 'x-brand-id': 'demo', prefer: 'code=500' })).toBe(
      publicCacheKey('/v1/menus', { prefer: 'code=500', 'x-brand-id': 'demo' }),
    );
  });

  type Call = [path: string, headers: Record<string, string>];
  const base: Call = ['/v1/menus', headers];
  it.each<[string, Call, Call]>([
    ['a mock prefer header is added', ['/v1/menus', { ...headers, prefer: 'code=500' }], base],
    [
      'the prefer header differs',
      ['/v1/menus', { ...headers, prefer: 'code=404' }],
      ['/v1/menus', { ...headers, prefer: 'code=500' }],
    ],
    ['the brand differs', ['/v1/menus', { ...headers, 'x-brand-id': 'sakura' }], base],
    ['the query differs', ['/v1/menus?restaurantId=r1002', headers], base],
    ['the path differs', ['/v1/restaurants', headers], base],
  ])('differs when %s', (_label, [path, other], [basePath, baseHeaders]) => {
    expect(publicCacheKey(path, other)).not.toBe(publicCacheKey(basePath, baseHeaders));
  });
});
