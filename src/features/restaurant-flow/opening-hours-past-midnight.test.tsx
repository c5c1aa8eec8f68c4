// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { RestaurantDetail } from './RestaurantDetail';

/**
 * Issue 27 item 8: the opening hours read a closing time past midnight as the restaurant's own notice does (25:00
 * with 1:00 next day), in Japanese and English. The restaurant is the contract's example (mocks/restaurants/r1001.json:
 * open until 25:00 on weekends and holidays, its notice "土日祝は深夜1時まで営業しています。"), read at the demo's usual
 * evening (22:00) and in its late-night hour (00:15). This was the browser test e2e/entry-and-targets.spec.ts
 * "item 8: the opening hours read a closing time past midnight".
 */
const R1001 = mockExample('restaurants/r1001.json') as Record<string, unknown>;

const COPY = {
  ja: {
    hours: '営業時間',
    notices: 'お知らせ',
    weekendDays: ['土曜日', '日曜日', '祝日'],
    weekend: '11:00〜25:00（翌1:00）',
  },
  en: {
    hours: 'Opening hours',
    notices: 'Notices',
    weekendDays: ['Saturday', 'Sunday', 'Public holidays'],
    weekend: '11:00–25:00 (1:00 next day)',
  },
} as const;

const MOMENTS = {
  now: new Date('2026-11-21T22:00:00+09:00'),
  afterMidnight: new Date('2026-11-22T00:15:00+09:00'),
} as const;

const api = mockApi();
afterEach(() => {
  vi.useRealTimers();
});

/** The closing hour of each row: the H of the last 'H:mm' in it (for '11:00〜25:00（翌1:00）', the next-day clock time). */
function closingHours(table: HTMLElement, days: readonly string[]): number[] {
  return days.map((day) => {
    const text = within(table).getByRole('row', { name: new RegExp(`^${day}`) }).textContent ?? '';
    const times = [...text.matchAll(/(\d{1,2}):(\d{2})/g)].map((match) => Number(match[1]));
    expect(times.length, `${day}: "${text}" shows opening and closing`).toBeGreaterThanOrEqual(2);
    return times[times.length - 1]!;
  });
}

describe('opening hours past midnight (the contract example)', { timeout: 30_000 }, () => {
  it.each(['ja', 'en'] as const)(
    'item 8 (%s): the opening hours read a closing time past midnight as the notice does (25:00 with 1:00 next day)',
    async (lang) => {
      const copy = COPY[lang];
      api.use(http.get('*/v1/restaurants/:restaurantId', () => HttpResponse.json(R1001)));
      for (const moment of Object.values(MOMENTS)) {
        vi.setSystemTime(moment);
        const view = renderScreen(<RestaurantDetail restaurantId="r1001" />, { language: lang });
        const notice = await screen.findByRole('region', { name: copy.notices });
        // "土日祝は深夜1時まで営業しています。" / "Open until 1:00 a.m. on weekends and holidays."
        const noticeHour = Number(/(\d{1,2})(?::00|時)/.exec(notice.textContent ?? '')?.[1]);
        expect(noticeHour, 'the notice names a closing hour').toBe(1);
        const table = screen.getByRole('table', { name: copy.hours });
        expect(closingHours(table, copy.weekendDays)).toEqual([noticeHour, noticeHour, noticeHour]);
        expect(within(table).getByRole('row', { name: new RegExp(`^${copy.weekendDays[0]}`) }).textContent).toContain(
          copy.weekend,
        );
        view.unmount();
      }
    },
  );
});
