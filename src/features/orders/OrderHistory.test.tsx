// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { getListOrdersMockHandler } from '@/api/generated/endpoints/orders/orders.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { OrderHistory } from './OrderHistory';

const api = mockApi();

const logIn = () =>
  localStorage.setItem(
    'auth',
    JSON.stringify({ accessToken: 'a', refreshToken: 'r', refreshTokenExpires: '2099-12-31T00:00:00+09:00' }),
  );

/** A mock order as the wire sends it (snake_case; the client converts), with its id, time, state and restaurant. */
const example = JSON.parse(readFileSync('mocks/orders/o-20261121-0001.json', 'utf8')) as Record<string, unknown>;
const order = (orderId: string, createdAt: string, orderState: string) => ({
  ...example,
  order_id: orderId,
  order_state: orderState,
  created_at: createdAt,
  restaurant: { id: 'r1001', name: `店 ${orderId}`, name_languages: [] },
});

describe('order history screen (issue 12 item 1)', { timeout: 30_000 }, () => {
  it('a guest is asked to log in, no call is made', async () => {
    renderScreen(<OrderHistory />);
    expect(await screen.findByRole('button', { name: 'ログイン・会員登録' })).toBeTruthy();
    expect(screen.getByText('注文履歴を見るにはログインしてください')).toBeTruthy();
  });

  it('newest first, then "show more" asks for the next page with its token (SPEC §7 L338 §9 L432)', async () => {
    logIn();
    const tokens: (string | null)[] = [];
    api.use(
      http.get('*/v1/orders', ({ request }) => {
        const token = new URL(request.url).searchParams.get('page.pageToken');
        tokens.push(token);
        return HttpResponse.json(
          token
            ? { orders: [order('o3', '2026-11-01T10:00:00+09:00', 'ORDER_STATE_CANCELED')], next_page_token: '' }
            : {
                orders: [
                  order('o1', '2026-11-20T10:00:00+09:00', 'ORDER_STATE_DELIVERED'),
                  order('o2', '2026-11-21T10:00:00+09:00', 'ORDER_STATE_READY'),
                ],
                next_page_token: 'next',
              },
        );
      }),
    );
    renderScreen(<OrderHistory />);
    const list = await screen.findByRole('list');
    const links = () =>
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(links()).toEqual(['/orders/o2', '/orders/o1']);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('受取可能');
    fireEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByRole('link', { name: /店 o3/ })).toBeTruthy();
    expect(links()).toEqual(['/orders/o2', '/orders/o1', '/orders/o3']);
    expect(tokens).toEqual([null, 'next']);
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
  });

  it('issue 27 item 7: each state chip has its own colour and icon, not all red', async () => {
    logIn();
    const states = [
      'ORDER_STATE_PENDING',
      'ORDER_STATE_REQUESTED',
      'ORDER_STATE_PREPARED',
      'ORDER_STATE_READY',
      'ORDER_STATE_DELIVERED',
      'ORDER_STATE_CANCELED',
    ];
    api.use(
      http.get('*/v1/orders', () =>
        HttpResponse.json({
          orders: states.map((state, i) => order(`o${i}`, `2026-11-2${i}T10:00:00+09:00`, state)),
          next_page_token: '',
        }),
      ),
    );
    renderScreen(<OrderHistory />);
    const list = await screen.findByRole('list');
    const chips = [...list.querySelectorAll('[data-tone]')] as HTMLElement[];
    // newest first: CANCELED (o5) … PENDING (o0)
    expect(chips.map((chip) => `${chip.textContent}:${chip.dataset.tone}`)).toEqual([
      'キャンセル:error',
      'お渡し済み:default',
      '受取可能:success',
      '調理中:secondary',
      '受付済み:info',
      '支払い待ち:warning',
    ]);
    expect(new Set(chips.map((chip) => getComputedStyle(chip).backgroundColor)).size).toBe(6);
    expect(getComputedStyle(chips[2]!).backgroundColor).toBe('rgb(46, 125, 50)');
    expect(chips.every((chip) => chip.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  });

  it('issue 27: each receive time reads alone on its own date (an order for Thursday 7:12 never reads Wednesday 31:12)', async () => {
    logIn();
    const at = (receiveTime: string, orderId: string) => ({
      ...order(orderId, receiveTime, 'ORDER_STATE_DELIVERED'),
      receive_time: receiveTime,
    });
    api.use(
      http.get('*/v1/orders', () =>
        HttpResponse.json({
          orders: [
            at('2026-11-25T23:59:00+09:00', 'o2359'),
            at('2026-11-26T00:00:00+09:00', 'o0000'),
            at('2026-11-26T00:30:00+09:00', 'o0030'),
            at('2026-11-26T07:00:00+09:00', 'o0700'),
            at('2026-11-26T07:12:00+09:00', 'o0712'),
            at('2026-11-26T08:59:00+09:00', 'o0859'),
            at('2026-11-26T09:00:00+09:00', 'o0900'),
          ],
          next_page_token: '',
        }),
      ),
    );
    renderScreen(<OrderHistory />);
    const row = async (orderId: string) =>
      (await screen.findByRole('link', { name: new RegExp(`店 ${orderId}`) })).textContent;
    expect(await row('o2359')).toContain('受取 11月25日(水) 23:59');
    expect(await row('o0000')).toContain('受取 11月26日(木) 0:00');
    expect(await row('o0030')).toContain('受取 11月26日(木) 0:30');
    expect(await row('o0700')).toContain('受取 11月26日(木) 7:00');
    expect(await row('o0712')).toContain('受取 11月26日(木) 7:12');
    expect(await row('o0859')).toContain('受取 11月26日(木) 8:59');
    expect(await row('o0900')).toContain('受取 11月26日(木) 9:00');
  });

  it('empty: says there are no orders and leads to the restaurant list', async () => {
    logIn();
    api.use(getListOrdersMockHandler({ orders: [], nextPageToken: '' }));
    renderScreen(<OrderHistory />);
    expect(await screen.findByText('まだ注文がありません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '店舗を探す' }).getAttribute('href')).toBe('/');
  });
});
