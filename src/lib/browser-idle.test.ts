// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenBrowserIdle } from './browser-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenBrowserIdle', () => {
  it("asks the browser for its next idle moment with the caller's longest wait, and can cancel it", () => {
    const requestIdleCallback = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenBrowserIdle(work, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(work).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari) runs after a timer, which cancel clears', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenBrowserIdle(work, 2000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenBrowserIdle(cancelled, 2000)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
