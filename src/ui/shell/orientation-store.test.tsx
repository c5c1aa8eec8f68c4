// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrientationTracker, useOrientationStore } from './orientation-store';

/** A stand-in for `matchMedia('(orientation: landscape)')` the test can turn. */
function fakeOrientation(landscape: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: landscape,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(orientation: landscape)');
    return query;
  });
  return {
    turn(to: boolean) {
      query.matches = to;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useOrientationStore.setState({ isLandscape: false });
});

describe('the app shell "tracks landscape orientation" (SPEC §2 L73c)', () => {
  it('reads the orientation when mounted and follows each turn of the device', () => {
    const device = fakeOrientation(true);
    const { unmount } = render(<OrientationTracker />);
    expect(useOrientationStore.getState().isLandscape).toBe(true);
    act(() => device.turn(false));
    expect(useOrientationStore.getState().isLandscape).toBe(false);
    act(() => device.turn(true));
    expect(useOrientationStore.getState().isLandscape).toBe(true);
    unmount();
    expect(device.listeners.size).toBe(0);
  });
});
