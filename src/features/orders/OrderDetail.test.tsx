// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { mockApi, renderScreen } from '@/test/component-harness';
import { OrderDetail } from './OrderDetail';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), useParams: () => ({}) }));

const api = mockApi();

const read = (file: string) => JSON.parse(readFileSync(`mocks/${file}`, 'utf8')) as Record<string, unknown>;
/** The wire answers (snake_case, as Prism sends them): order o-20261121-0001 in the given state, restaurant r1001. */
const answers = (orderState: string, paymentMethod = 'PAYMENT_METHOD_CREDITCARD') => [
  http.get('*/v1/orders/:orderId', () =>
    HttpResponse.json({
      ...read('orders/o-20261121-0001.json'),
      order_state: orderState,
      payment_method: paymentMethod,
    }),
  ),
  http.get('*/v1/restaurants/:restaurantId', () => HttpResponse.json(read('restaurants/r1001.json'))),
];

describe('order detail screen (issue 12 item 2)', { timeout: 30_000 }, () => {
  it('shows the number, the progress with the current step, the restaurant contact, the payment method, discount and tax per rate (SPEC §2 L36 §7 L336)', async () => {
    api.use(...answers('ORDER_STATE_PREPARED'));
    renderScreen(<OrderDetail orderId="o1" />);
    expect(await screen.findByText('A-023')).toBeTruthy();
    expect(screen.getByText('現在の状況: 調理中')).toBeTruthy();
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('調理中');
    expect(screen.getByText('クレジットカード')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'お問い合わせフォーム' })).getAttribute('href')).toBe(
      '/inquiry?restaurant_id=r1001',
    );
    expect(screen.getByText('割引')).toBeTruthy();
    expect(screen.getByText('8%対象 ￥1,520 のうち消費税')).toBeTruthy();
    expect(screen.getByText('お渡しまで、このページは自動で更新されます。')).toBeTruthy();
  });

  it.each([
    ['PAYMENT_METHOD_ONSITE', ['受付済み', '調理中', '受取可能', 'お渡し済み']],
    ['PAYMENT_METHOD_CASH', ['受付済み', '調理中', '受取可能', 'お渡し済み']],
    ['PAYMENT_METHOD_CREDITCARD', ['支払い待ち', '受付済み', '調理中', '受取可能', 'お渡し済み']],
  ])('issue 27 item 7: paid with %s the progress shows only its steps', async (method, steps) => {
    api.use(...answers('ORDER_STATE_REQUESTED', method));
    renderScreen(<OrderDetail orderId="o1" />);
    const progress = await screen.findByRole('region', { name: '注文の状況' });
    const items = within(progress).getAllByRole('listitem');
    const label = (li: HTMLElement) => li.querySelector('[data-step-label]')?.textContent;
    expect(items.map(label)).toEqual(steps);
    expect(items.filter((li) => li.getAttribute('aria-current') === 'step').map(label)).toEqual(['受付済み']);
  });

  it('a canceled order: an alert instead of a current step, no live note', async () => {
    api.use(...answers('ORDER_STATE_CANCELED'));
    renderScreen(<OrderDetail orderId="o1" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('この注文はキャンセルされました。');
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
    expect(screen.queryByText('お渡しまで、このページは自動で更新されます。')).toBeNull();
  });

  it('"order again" on a past order: the stored choices forgotten, the restaurant flow back to the menu list', async () => {
    sessionStorage.setItem('servingType', JSON.stringify('eat_in'));
    api.use(...answers('ORDER_STATE_CANCELED'));
    renderScreen(<OrderDetail orderId="o1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'もう一度注文する' }));
    expect(push).toHaveBeenCalledWith(
      `/restaurants/r1001/callback?return_to=${encodeURIComponent('/restaurants/r1001/menus?reorder=o-20261121-0001')}`,
    );
    expect(sessionStorage.getItem('servingType')).toBeNull();
  });

  it('an order in progress offers no "order again"', async () => {
    api.use(...answers('ORDER_STATE_PREPARED'));
    renderScreen(<OrderDetail orderId="o1" />);
    expect(await screen.findByText('A-023')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'もう一度注文する' })).toBeNull();
  });

  it('an order the server does not give (404) shows the not-found page', async () => {
    api.use(
      http.get('*/v1/orders/:orderId', () =>
        HttpResponse.json({ code: 'E100100002', message: 'not found' }, { status: 404 }),
      ),
    );
    renderScreen(<OrderDetail orderId="o-other" />);
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
  });
});
