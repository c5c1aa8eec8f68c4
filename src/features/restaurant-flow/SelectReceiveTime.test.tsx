// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
  getListReceiveTimesMockHandler,
  getListReceiveTimesResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { SelectReceiveTime } from './SelectReceiveTime';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The receive-time page (SPEC 2 "Receive time selection", SPEC 9 past-midnight times). Its slots are the contract's
 * example (mocks/restaurants/receive-times.json, wire format): orval's faker window is two unrelated past instants
 * (it may end before it begins, or span months), so its slots would be noise. The restaurant and the empty answer
 * come from the generated handlers.
 */
const RECEIVE_TIMES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mocks/restaurants/receive-times.json'), 'utf8'),
) as Record<string, unknown>;
const RECEIVE_TIMES_PATH = '*/v1/restaurants/:restaurantId/receive_times';
const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;

/** "now" with the example's estimate (immediate_ready_minutes 15) at the data's moment, 22:00 JST. */
const NOW_READY = '今すぐ受け取る（22:15頃のお渡し予定）';

const api = mockApi();
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  // The page's clock at the data's moment (only Date is pinned; the timers stay real).
  vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
  navigation.at('/restaurants/r1001/select_receivetime');
  api.use(
    getGetRestaurantMockHandler(() => getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [] })),
  );
});

const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'この受取時間で進む' });

describe('receive-time page', { timeout: 30_000 }, () => {
  it('loading: the title and a loading status, no choice yet', async () => {
    api.use(http.get(RECEIVE_TIMES_PATH, () => delay('infinite')));
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    expect(screen.getByRole('heading', { level: 1, name: '受取時間の選択' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: '読み込んでいます' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(await screen.findByText('店舗: デモ食堂 渋谷店')).toBeTruthy();
  });

  it('success: "now" chosen first; confirming stores it with takeout and goes to the menus (SPEC §2 L47 §3 L186b L195l §7 L313)', async () => {
    api.use(http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json(RECEIVE_TIMES)));
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: NOW_READY })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '受取時間を指定する' }).disabled).toBe(false);
    const windows = screen.getByRole('region', { name: '受付時間' });
    expect(within(windows).getByText('深夜テイクアウト')).toBeTruthy();
    expect(within(windows).getByText('23:30〜25:00')).toBeTruthy();
    fireEvent.click(confirmButton());
    expect(stored('selectReceiveTimes')).toEqual({ receiveTimeType: 'now', receiveTime: null });
    expect(stored('servingType')).toBe('takeout');
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/menus?eating_location=takeout');
  });

  it('success: a time past midnight reads 24:xx; confirming stores that instant (SPEC §9 L429b)', async () => {
    api.use(http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json(RECEIVE_TIMES)));
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    fireEvent.click(await screen.findByRole('radio', { name: '受取時間を指定する' }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '受取時間' });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    // The earliest receive time (22:15) first; the late-night window runs to 25:00; the next day's lunch follows.
    expect(options[0]?.textContent).toBe('22:15');
    expect(select.value).toBe(options[0]?.value);
    const halfPastMidnight = within(select).getByRole<HTMLOptionElement>('option', { name: '24:30' });
    expect(new Date(halfPastMidnight.value).toISOString()).toBe(new Date('2026-11-22T00:30:00+09:00').toISOString());
    expect(options.map((option) => option.textContent)).toContain('11:00');
    fireEvent.change(select, { target: { value: halfPastMidnight.value } });
    fireEvent.click(confirmButton());
    expect(stored('selectReceiveTimes')).toEqual({
      receiveTimeType: 'time_specification',
      receiveTime: halfPastMidnight.value,
    });
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/menus?eating_location=takeout');
  });

  it('issue 27: at 07:00 on Thursday the morning slots are today\'s and read H:mm (never "今日 11月25日(水) 31:15")', async () => {
    vi.setSystemTime(new Date('2026-11-26T07:00:00+09:00'));
    const [grand, lateNight] = RECEIVE_TIMES.receive_times as Record<string, unknown>[];
    const morning = {
      ...RECEIVE_TIMES,
      earliest_receive_time: '2026-11-26T07:15:00+09:00',
      receive_times: [
        {
          ...lateNight,
          receivable_time_range: { begin_time: '2026-11-25T23:30:00+09:00', end_time: '2026-11-26T01:00:00+09:00' },
        },
        {
          ...grand,
          receivable_time_range: { begin_time: '2026-11-26T07:00:00+09:00', end_time: '2026-11-26T10:00:00+09:00' },
        },
      ],
    };
    api.use(http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json(morning)));
    for (const [language, day, chosen] of [
      ['ja', '今日 11月26日(木)', '受取：今日 11月26日(木) 7:15'],
      ['en', 'Today, Thu, Nov 26', 'Ready time: Today, Thu, Nov 26, 7:15'],
    ] as const) {
      const view = renderScreen(<SelectReceiveTime restaurantId="r1001" />, { language });
      const specify = language === 'ja' ? '受取時間を指定する' : 'Choose a time';
      fireEvent.click(await screen.findByRole('radio', { name: specify }));
      const select = screen.getByRole<HTMLSelectElement>('combobox', {
        name: language === 'ja' ? '受取時間' : 'Ready time',
      });
      const groups = [...select.querySelectorAll('optgroup')].map((group) => group.getAttribute('label'));
      expect(groups).toEqual([day]);
      expect(within(select).getAllByRole('option')[0]?.textContent).toBe('7:15');
      expect(screen.getByText(chosen)).toBeTruthy();
      view.unmount();
    }
  });

  it('reached from the order form (?from=order): confirming goes back to the order form', async () => {
    navigation.at('/restaurants/r1001/select_receivetime?from=order');
    sessionStorage.setItem('servingType', JSON.stringify('eat_in'));
    api.use(http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json(RECEIVE_TIMES)));
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    await screen.findByRole('radio', { name: NOW_READY });
    fireEvent.click(confirmButton());
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/order');
    expect(stored('servingType')).toBe('eat_in');
  });

  it('"now" past midnight: the estimate keeps the 24:xx form (SPEC 9); without the field, no estimate', async () => {
    vi.setSystemTime(new Date('2026-11-21T23:50:00+09:00'));
    api.use(http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json({ ...RECEIVE_TIMES, immediate_ready_minutes: 20 })));
    const first = renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    expect(await screen.findByRole('radio', { name: '今すぐ受け取る（24:10頃のお渡し予定）' })).toBeTruthy();
    first.unmount();
    const { immediate_ready_minutes: _dropped, ...withoutEstimate } = RECEIVE_TIMES;
    api.use(http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json(withoutEstimate)));
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    expect(await screen.findByRole('radio', { name: '今すぐ受け取る' })).toBeTruthy();
  });

  it('empty (generated answer without "now" or windows): says no time can be chosen; nothing to confirm', async () => {
    api.use(
      getListReceiveTimesMockHandler(
        getListReceiveTimesResponseMock({ isImmediateOrderAvailable: false, receiveTimes: [] }),
      ),
    );
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    expect(await screen.findByText('現在指定できる受取時間がありません。')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '今すぐ受け取る' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '受取時間を指定する' }).disabled).toBe(true);
    expect(confirmButton().disabled).toBe(true);
    expect(screen.queryByRole('region', { name: '受付時間' })).toBeNull();
  });

  it('error: the common error page, never a raw code', async () => {
    api.use(
      http.get(RECEIVE_TIMES_PATH, () => HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 })),
    );
    renderScreen(<SelectReceiveTime restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(screen.queryByRole('button', { name: 'この受取時間で進む' })).toBeNull();
  });
});
