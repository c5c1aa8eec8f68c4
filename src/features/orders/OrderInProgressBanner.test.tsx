// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { OrderInProgressBanner } from './OrderInProgressBanner';

const api = mockApi();

/** The mock's in-progress answer (snake_case, as Prism sends it): order A-019, READY, at r1001. */
const ready = JSON.parse(readFileSync('mocks/orders/o-20261121-0003.json', 'utf8')) as Record<string, unknown>;

describe('order in progress banner (issue 12 item 3)', { timeout: 30_000 }, () => {
  it('shows the order in progress at this restaurant, opening its detail', async () => {
    api.use(http.get('*/v1/orders/in_progress', () => HttpResponse.json({ orders: [ready] })));
    renderScreen(<OrderInProgressBanner restaurantId="r1001" />);
    expect((await screen.findByRole('link', { name: '注文 A-019 を見る' })).getAttribute('href')).toBe(
      '/orders/o-20261121-0003',
    );
    expect(screen.getByRole('complementary', { name: '進行中の注文' }).textContent).toContain(
      '注文 A-019: 受け取り可能',
    );
  });

  it('issue 27 item 7: a ready order is green with a check and its own wording; a received one is blue', async () => {
    api.use(
      http.get('*/v1/orders/in_progress', () =>
        HttpResponse.json({
          orders: [ready, { ...ready, order_id: 'o2', order_number: 'R-002', order_state: 'ORDER_STATE_REQUESTED' }],
        }),
      ),
    );
    renderScreen(<OrderInProgressBanner restaurantId="r1001" />);
    await screen.findByRole('link', { name: '注文 R-002 を見る' });
    const [readyNote, receivedNote] = screen.getAllByRole('note');
    expect(readyNote!.textContent).toContain('注文 A-019: 受け取り可能です。カウンターへお越しください');
    expect(readyNote!.dataset.tone).toBe('success');
    expect(getComputedStyle(readyNote!).backgroundColor).toBe('rgb(46, 125, 50)');
    expect(readyNote!.querySelector('svg[data-icon="ready"]')).toBeTruthy();
    expect(receivedNote!.textContent).toContain('注文 R-002: 受付済み');
    expect(receivedNote!.dataset.tone).toBe('info');
    expect(getComputedStyle(receivedNote!).backgroundColor).not.toBe(getComputedStyle(readyNote!).backgroundColor);
  });

  it('leaves out orders of another restaurant and final ones', async () => {
    const here = { ...ready, restaurant: { id: 'r1003', name: '横浜', name_languages: [] } };
    api.use(
      http.get('*/v1/orders/in_progress', () =>
        HttpResponse.json({
          orders: [
            ready,
            { ...here, order_id: 'o2', order_number: 'D-002', order_state: 'ORDER_STATE_DELIVERED' },
            { ...here, order_id: 'o3', order_number: 'P-003', order_state: 'ORDER_STATE_PREPARED' },
          ],
        }),
      ),
    );
    renderScreen(<OrderInProgressBanner restaurantId="r1003" />);
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['注文 P-003 を見る']);
  });
});
