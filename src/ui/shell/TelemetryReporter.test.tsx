// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReportWebVitals } from 'next/web-vitals';
import { flushTelemetry, reportEvent } from '@/lib/telemetry/send-telemetry';
import { navigation } from '@/test/next-navigation';
import { usePageIdle } from './page-idle';
import { TelemetryReporter } from './TelemetryReporter';

vi.mock('next/navigation', () => import('@/test/next-navigation'));
vi.mock('next/web-vitals', () => ({ useReportWebVitals: vi.fn() }));
vi.mock('@/lib/telemetry/send-telemetry', () => ({ reportEvent: vi.fn(), flushTelemetry: vi.fn() }));
vi.mock('./page-idle', () => ({ usePageIdle: vi.fn(() => true) }));

const reported = () => vi.mocked(reportEvent).mock.calls.map(([event]) => event);

beforeEach(() => {
  vi.clearAllMocks();
  navigation.at('/restaurants/r1/menus?eating_location=eat-in');
});
afterEach(cleanup);

describe('TelemetryReporter (issue 26 item 5)', () => {
  // Runs first: the telemetry client is loaded once per page, and these tests share one module state.
  it('loads nothing before the page is idle, unless the page is hidden first: then it sends what waited at once', async () => {
    vi.mocked(usePageIdle).mockReturnValue(false);
    render(<TelemetryReporter />);
    await act(async () => {});
    expect(reported()).toEqual([]);
    expect(useReportWebVitals).not.toHaveBeenCalled();

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await vi.waitFor(() =>
      expect(reported()).toEqual([{ type: 'page', kind: 'Menus', path: '/restaurants/r1/menus' }]),
    );
    expect(flushTelemetry).toHaveBeenCalledOnce();
    expect(useReportWebVitals).not.toHaveBeenCalled();
    cleanup();
    vi.mocked(usePageIdle).mockReturnValue(true);
  });

  it('reports one page view with its SPEC 2 page kind per pathname, through the lazily loaded client (SPEC §2 L52)', async () => {
    const { rerender } = render(<TelemetryReporter />);
    rerender(<TelemetryReporter />);
    navigation.at('/restaurants/r1/menus/m1/items/i1');
    rerender(<TelemetryReporter />);
    await vi.waitFor(() =>
      expect(reported()).toEqual([
        { type: 'page', kind: 'Menus', path: '/restaurants/r1/menus' },
        { type: 'page', kind: 'ItemDetail', path: '/restaurants/r1/menus/m1/items/i1' },
      ]),
    );
  });

  it('mounts the Web Vitals reporter after hydration', async () => {
    render(<TelemetryReporter />);
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(useReportWebVitals).toHaveBeenCalled();
    });
  });

  it('forwards uncaught errors and unhandled rejections while mounted', async () => {
    const { unmount } = render(<TelemetryReporter />);
    const error = new TypeError('x is undefined');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught TypeError', filename: '/a.js', lineno: 3, colno: 7, error }),
    );
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: 'nope' });
    window.dispatchEvent(rejection);
    unmount();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after unmount' }));
    await vi.waitFor(() => expect(reported().filter((event) => event.type === 'error')).toHaveLength(2));
    expect(reported().filter((event) => event.type === 'error')).toEqual([
      { type: 'error', message: 'Uncaught TypeError', source: '/a.js:3:7', stack: error.stack },
      { type: 'error', message: 'Unhandled rejection: nope', source: undefined, stack: undefined },
    ]);
  });
});
