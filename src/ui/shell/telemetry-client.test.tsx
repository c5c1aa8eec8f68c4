// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReportWebVitals } from 'next/web-vitals';
import { reportEvent } from '@/lib/telemetry/send-telemetry';
import { reportPage, reportRejection, reportUncaught, VitalsReporter } from './telemetry-client';

vi.mock('next/web-vitals', () => ({ useReportWebVitals: vi.fn() }));
vi.mock('@/lib/telemetry/send-telemetry', () => ({ reportEvent: vi.fn() }));

const reported = () => vi.mocked(reportEvent).mock.calls.map(([event]) => event);

beforeEach(() => {
  vi.mocked(reportEvent).mockClear();
});

describe('telemetry client (issue 26 item 5)', () => {
  it.each([
    ['/', 'BrandTop'],
    ['/restaurants/r1/menus/m1', 'RestaurantTop'],
    ['/orders/o1', 'OrderDetail'],
  ])('a page view of %s has the SPEC 2 page kind %s', (path, kind) => {
    reportPage(path);
    expect(reported()).toEqual([{ type: 'page', kind, path }]);
  });

  it('hands the five vitals to the queue and drops other metrics', () => {
    render(<VitalsReporter />);
    const callback = vi.mocked(useReportWebVitals).mock.calls.at(-1)?.[0];
    callback?.({ name: 'INP', value: 180, rating: 'good', id: 'v4-1' });
    callback?.({ name: 'FID', value: 5, id: 'x' });
    expect(reported()).toEqual([{ type: 'vital', name: 'INP', value: 180, rating: 'good', id: 'v4-1' }]);
  });

  it('reports errors with their stack, rejections by reason, never "Script error.", at most 10 per page load', () => {
    const error = new TypeError('x is undefined');
    reportUncaught('Uncaught TypeError: x is undefined', '/a.js:3:7', error);
    reportUncaught('Script error.', undefined, null);
    reportUncaught('', '/a.js:1:1', null);
    reportRejection(new RangeError('too far'));
    reportRejection('plain');
    reportRejection({ code: 1 });
    expect(reported()).toEqual([
      { type: 'error', message: 'Uncaught TypeError: x is undefined', source: '/a.js:3:7', stack: error.stack },
      {
        type: 'error',
        message: 'Unhandled rejection: RangeError: too far',
        source: undefined,
        stack: expect.any(String) as string,
      },
      { type: 'error', message: 'Unhandled rejection: plain', source: undefined, stack: undefined },
      { type: 'error', message: 'Unhandled rejection: object', source: undefined, stack: undefined },
    ]);
    for (let i = 0; i < 20; i += 1) reportUncaught(`loop ${i}`, '/b.js:1:1', null);
    expect(reported()).toHaveLength(10);
  });
});
