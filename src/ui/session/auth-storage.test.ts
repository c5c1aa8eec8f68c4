// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, watchAuthWrites } from './auth-storage';

afterEach(() => {
  vi.useRealTimers();
});

const otherTabWrites = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe('watchAuthWrites: the refresh lock waits for the other tab new tokens', () => {
  it.each([
    ['the auth key', AUTH_STORAGE_KEY],
    ['a cleared storage (key null)', null],
  ])('a write of %s that came before the wait: resolves at once', async (_, key) => {
    const watch = watchAuthWrites();
    otherTabWrites(key);
    vi.useFakeTimers();
    await expect(watch.arrived(1000)).resolves.toBeUndefined();
    watch.stop();
  });

  it('a write that comes during the wait ends it; another key does not', async () => {
    vi.useFakeTimers();
    const watch = watchAuthWrites();
    let done = false;
    const waiting = watch.arrived(1000).then(() => (done = true));
    otherTabWrites('cart');
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    otherTabWrites(AUTH_STORAGE_KEY);
    await waiting;
    expect(done).toBe(true);
    watch.stop();
  });

  it('no write: the wait ends after `ms`', async () => {
    vi.useFakeTimers();
    const watch = watchAuthWrites();
    let done = false;
    const waiting = watch.arrived(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    watch.stop();
  });

  it('stopped: a later write is not heard', async () => {
    vi.useFakeTimers();
    const watch = watchAuthWrites();
    watch.stop();
    otherTabWrites(AUTH_STORAGE_KEY);
    let done = false;
    void watch.arrived(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
  });
});
