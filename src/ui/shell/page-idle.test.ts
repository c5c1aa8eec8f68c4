// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh module (its "the page was idle" memory starts empty), with fake timers and requestIdleCallback. */
async function freshPageIdle() {
  vi.useFakeTimers();
  const idleCallbacks: IdleRequestCallback[] = [];
  window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
  window.cancelIdleCallback = vi.fn();
  const pageIdle = await import('./page-idle');
  const runIdle = () => idleCallbacks.splice(0).forEach((callback) => callback({} as IdleDeadline));
  return { ...pageIdle, runIdle };
}

describe('afterPageIdle (issue 29: late code waits for the loaded page to be idle)', () => {
  it('runs after the load, AFTER_LOAD_MS and an idle callback; later calls run at once', async () => {
    const { afterPageIdle, AFTER_LOAD_MS, IDLE_TIMEOUT_MS, runIdle } = await freshPageIdle();
    const run = vi.fn();
    afterPageIdle(run);
    vi.advanceTimersByTime(AFTER_LOAD_MS - 1);
    runIdle();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    runIdle();
    expect(run).toHaveBeenCalledOnce();

    const later = vi.fn();
    afterPageIdle(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', async () => {
    const { afterPageIdle, AFTER_LOAD_MS, runIdle } = await freshPageIdle();
    const run = vi.fn();
    const cancel = afterPageIdle(run);
    cancel();
    vi.advanceTimersByTime(AFTER_LOAD_MS);
    runIdle();
    expect(run).not.toHaveBeenCalled();
  });
});
