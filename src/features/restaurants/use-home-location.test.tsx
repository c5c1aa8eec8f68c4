// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '@/test/next-navigation';
import { useCurrentLocation } from '@/lib/current-location';
import { useHomeLocation } from './use-home-location';
import { useNearMe } from './use-near-me';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const FIVE_MINUTES = 300_000;
const SHIBUYA = { latitude: 35.658, longitude: 139.7016 };

/** A browser whose geolocation permission is `state` (changeable), or without the Permissions API (`null`). */
function fakeBrowser(state: PermissionState | null, answer: 'ok' | 'fail' = 'ok') {
  const listeners = new Set<() => void>();
  const status = {
    state: state ?? 'prompt',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((ok, fail) => {
    if (answer === 'ok') ok({ coords: SHIBUYA } as GeolocationPosition);
    else fail?.({ code: 1 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: state === null ? undefined : { query: () => Promise.resolve(status) },
  });
  return {
    reads: getCurrentPosition,
    /** The customer allowed (or revoked) location: the Permissions API reports the change. */
    change(next: PermissionState) {
      status.state = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Lets the permission query and a position read settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  navigation.at('/');
  useCurrentLocation.getState().forget();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHomeLocation (SPEC §4 L262 "Location is read every 5 minutes while on the home page")', () => {
  it('SPEC §4 L262 §9 L424b: with location granted, the home page reads at once, then every 5 minutes', async () => {
    const browser = fakeBrowser('granted');
    renderHook(() => useHomeLocation());
    await settle();
    expect(browser.reads).toHaveBeenCalledTimes(1);
    expect(useCurrentLocation.getState().position).toEqual(SHIBUYA);

    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES - 1));
    expect(browser.reads).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(browser.reads).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES * 2));
    expect(browser.reads).toHaveBeenCalledTimes(4);
  });

  it('SPEC §4 L262: the reads stop when the page is left', async () => {
    const browser = fakeBrowser('granted');
    const { unmount } = renderHook(() => useHomeLocation());
    await settle();
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES * 3));
    expect(browser.reads).toHaveBeenCalledTimes(1);
  });

  it.each(['/restaurants/r1001/menus', '/restaurants/r1001/menus/m-grand', '/orders'])(
    'SPEC §4 L262: not on %s (not the home page)',
    async (path) => {
      navigation.at(path);
      const browser = fakeBrowser('granted');
      renderHook(() => useHomeLocation());
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES * 2));
      expect(browser.reads).not.toHaveBeenCalled();
    },
  );

  it.each(['prompt', 'denied'] as const)(
    'SPEC §4 L262: decision: with permission %s nothing is read, so the customer is never prompted',
    async (state) => {
      const browser = fakeBrowser(state);
      renderHook(() => useHomeLocation());
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES * 3));
      expect(browser.reads).not.toHaveBeenCalled();
    },
  );

  it('SPEC §4 L262: polling starts once the customer allows the "near me" prompt, without asking twice', async () => {
    const browser = fakeBrowser('prompt');
    const { result } = renderHook(() => {
      useHomeLocation();
      return useNearMe();
    });
    await settle();
    expect(browser.reads).not.toHaveBeenCalled();

    act(() => result.current.toggle());
    browser.change('granted');
    await settle();
    expect(result.current.location).toEqual(SHIBUYA);
    expect(browser.reads).toHaveBeenCalledTimes(1); // the position just read is fresh: no second read
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES));
    expect(browser.reads).toHaveBeenCalledTimes(2);
  });

  it('SPEC §4 L262: without the Permissions API, polling starts after a read succeeded in this tab', async () => {
    const browser = fakeBrowser(null);
    const { result } = renderHook(() => {
      useHomeLocation();
      return useNearMe();
    });
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES));
    expect(browser.reads).not.toHaveBeenCalled();
    act(() => result.current.toggle());
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES));
    expect(browser.reads).toHaveBeenCalledTimes(2);
  });

  it('SPEC §4 L262: a hidden tab skips its reads and reads on its return', async () => {
    const browser = fakeBrowser('granted');
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    renderHook(() => useHomeLocation());
    await settle();
    visibility = 'hidden';
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES * 2));
    expect(browser.reads).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(browser.reads).toHaveBeenCalledTimes(2);
    visibility = 'visible';
  });

  it('SPEC §4 L262 §8 L409: a poll that fails (location revoked) forgets the position and switches "near me" off', async () => {
    const browser = fakeBrowser('granted');
    const { result } = renderHook(() => {
      useHomeLocation();
      return useNearMe();
    });
    await settle();
    act(() => result.current.toggle());
    expect(result.current.location).toEqual(SHIBUYA);
    browser.reads.mockImplementation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES));
    expect(useCurrentLocation.getState().position).toBeNull();
    expect(result.current).toMatchObject({ active: false, failed: true, location: null });
  });
});

describe('useNearMe', () => {
  it('SPEC §1 L10: a denied "near me" shows the failure and stays off', async () => {
    fakeBrowser('prompt', 'fail');
    const { result } = renderHook(() => useNearMe());
    act(() => result.current.toggle());
    expect(result.current.locating).toBe(true);
    await settle();
    expect(result.current).toMatchObject({ active: false, failed: true, locating: false, location: null });
  });
});
