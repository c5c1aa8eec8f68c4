import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiContext,
  browserRefreshLock,
  configureApi,
  createApiContext,
  OTHER_TAB_WRITE_WAIT_MS,
  type LockManagerLike,
  type TokenWriteWatch,
} from './api-context';

/**
 * A lock manager of one tab: `heldElsewhere` says whether another tab holds the lock when this one asks without
 * waiting; `log` records each request as it is made.
 */
function lockManager(heldElsewhere: boolean, log: string[] = []): LockManagerLike {
  return {
    request: (<T>(name: string, ...rest: unknown[]) => {
      if (rest.length === 2) {
        log.push(`${name} (if available)`);
        const callback = rest[1] as (lock: unknown) => Promise<T>;
        return callback(heldElsewhere ? null : { name });
      }
      log.push(name);
      return (rest[0] as () => Promise<T>)();
    }) as LockManagerLike['request'],
  };
}

/** A write watch whose other-tab write arrives when `arrive` is called (or never). */
function writeWatch(log: string[]) {
  let arrive: () => void = () => undefined;
  const watch: TokenWriteWatch = () => ({
    arrived: (ms) =>
      new Promise<void>((resolve) => {
        log.push(`waits up to ${ms} ms`);
        arrive = resolve;
      }),
    stop: () => log.push('stopped'),
  });
  return { watch, arrive: () => arrive() };
}

describe('browserRefreshLock', () => {
  it('a free lock: the task runs inside it at once, without waiting for another tab', async () => {
    const log: string[] = [];
    const { watch } = writeWatch(log);
    const lock = browserRefreshLock(lockManager(false, log), watch);
    await expect(lock(() => Promise.resolve('refreshed'))).resolves.toBe('refreshed');
    expect(log).toEqual(['order-ahead.auth.refresh (if available)', 'stopped']);
  });

  it(`a lock another tab holds: waits for it, then for that tab's write (at most OTHER_TAB_WRITE_WAIT_MS, ${OTHER_TAB_WRITE_WAIT_MS}), then runs the task`, async () => {
    const log: string[] = [];
    const { watch, arrive } = writeWatch(log);
    const lock = browserRefreshLock(lockManager(true, log), watch);
    const task = vi.fn(() => Promise.resolve('read the new tokens'));
    const result = lock(task);
    await vi.waitFor(() => expect(log).toContain(`waits up to ${OTHER_TAB_WRITE_WAIT_MS} ms`));
    expect(task).not.toHaveBeenCalled();
    arrive();
    await expect(result).resolves.toBe('read the new tokens');
    expect(log).toEqual([
      'order-ahead.auth.refresh (if available)',
      'order-ahead.auth.refresh',
      `waits up to ${OTHER_TAB_WRITE_WAIT_MS} ms`,
      'stopped',
    ]);
  });

  it('runs the task at once without a lock manager', async () => {
    await expect(browserRefreshLock(undefined)(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('finds navigator.locks by itself and ignores a navigator without a usable one', async () => {
    const log: string[] = [];
    vi.stubGlobal('navigator', { locks: lockManager(false, log) });
    await browserRefreshLock()(() => Promise.resolve(1));
    expect(log).toEqual(['order-ahead.auth.refresh (if available)']);
    vi.stubGlobal('navigator', { locks: {} });
    await expect(browserRefreshLock()(() => Promise.resolve(2))).resolves.toBe(2);
    vi.unstubAllGlobals();
  });
});

describe('createApiContext', () => {
  it('starts with no brand, the web platform, no d払い session and empty in-memory auth', () => {
    const context = createApiContext();
    expect(context.brandId).toBeNull();
    expect(context.platformCode).toBe('web');
    expect(context.dAccountSessionId()).toBeNull();
    expect(context.auth.get()).toBeNull();
    expect(context.onSessionError({ kind: 'forcedLogout', code: 'E100110206' })).toBeUndefined();
  });

  it('keeps, replaces and clears the auth record in memory', () => {
    const { auth } = createApiContext();
    auth.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(auth.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    auth.rememberPath('/cart');
    auth.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(auth.get()?.accessToken).toBe('a2');
    auth.clear();
    expect(auth.get()).toBeNull();
  });

  it('reads the current path with its query from the address, and "/" on the server', () => {
    expect(createApiContext().currentPath()).toBe('/');
    vi.stubGlobal('window', { location: { pathname: '/restaurants/r1001/menus', search: '?menu_book_id=b1' } });
    expect(createApiContext().currentPath()).toBe('/restaurants/r1001/menus?menu_book_id=b1');
    vi.unstubAllGlobals();
  });

  it('the default refresh lock runs the task directly, and overrides win', async () => {
    await expect(createApiContext().refreshLock(() => Promise.resolve('ok'))).resolves.toBe('ok');
    expect(createApiContext({ brandId: 'demo', platformCode: 'pay_mini_app' })).toMatchObject({
      brandId: 'demo',
      platformCode: 'pay_mini_app',
    });
  });
});

describe('configureApi', () => {
  const original = { ...apiContext() };
  afterEach(() => configureApi(original));

  it('patches the one shared context the client reads', () => {
    configureApi({ brandId: 'demo' });
    expect(apiContext().brandId).toBe('demo');
    expect(apiContext().platformCode).toBe('web');
  });
});
