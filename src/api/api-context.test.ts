import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiContext, browserRefreshLock, configureApi, createApiContext } from './api-context';

describe('browserRefreshLock', () => {
  it('runs the task inside the Web Lock named for the refresh when the browser has locks', async () => {
    const names: string[] = [];
    const lock = browserRefreshLock({ request: (name, task) => (names.push(name), task()) });
    await expect(lock(() => Promise.resolve('refreshed'))).resolves.toBe('refreshed');
    expect(names).toEqual(['order-ahead.auth.refresh']);
  });

  it('runs the task at once without a lock manager', async () => {
    await expect(browserRefreshLock(undefined)(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('finds navigator.locks by itself and ignores a navigator without a usable one', async () => {
    let calls = 0;
    const request = <T>(_name: string, task: () => Promise<T>) => (calls++, task());
    vi.stubGlobal('navigator', { locks: { request } });
    await browserRefreshLock()(() => Promise.resolve(1));
    expect(calls).toBe(1);
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
