// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { useShellStore } from '@/ui/shell/shell-store';
import { OrderInProgressBanner } from './OrderInProgressBanner';
import { OrdersInProgressCard } from './OrdersInProgressCard';

const api = mockApi();
afterEach(() => useShellStore.getState().setErrorPageShown(false));

/** The mock's in-progress answer (snake_case, as Prism sends it): order A-019, READY, at r1001. */
const ready = JSON.parse(readFileSync('mocks/orders/o-20261121-0003.json', 'utf8')) as Record<string, unknown>;
const received = { ...ready, order_id: 'o2', order_number: 'R-002', order_state: 'ORDER_STATE_REQUESTED' };
const atYokohama = { ...ready, restaurant: { id: 'r1003', name: '横浜', name_languages: [] } };

/** The Japanese wording of the banner (public/locales/ja/orders.json), so the checks follow the glossary. */
const copy = (JSON.parse(readFileSync('public/locales/ja/orders.json', 'utf8')) as { banner: Record<string, string> })
  .banner;
const fill = (text: string | undefined, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text ?? '');

function answer(orders: unknown[]) {
  api.use(http.get('*/v1/orders/in_progress', () => HttpResponse.json({ orders })));
}

/** The rows of the card a customer sees (the folded ones are hidden). */
const shownNotes = () => screen.getAllByRole('note').filter((note) => !note.closest('[hidden]'));

describe('order in progress card (issue 12 item 3, issue 27 items 2 and 7)', { timeout: 30_000 }, () => {
  it('shows the order in progress at this restaurant, opening its detail (SPEC §7 L337)', async () => {
    answer([ready]);
    renderScreen(<OrderInProgressBanner restaurantId="r1001" />);
    // The first render of the file loads the card's modules: a patience limit for the slow CI cores.
    const link = await screen.findByRole('link', { name: fill(copy.open, { number: 'A-019' }) }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/orders/o-20261121-0003');
    const card = screen.getByRole('complementary', { name: copy.region });
    expect(card.textContent).toContain(fill(copy.ready, { number: 'A-019' }));
    // One order: nothing to unfold.
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('issue 27 item 7: a ready order is green with a check and its own wording; a received one is blue', async () => {
    answer([received, ready]);
    renderScreen(<OrderInProgressBanner restaurantId="r1001" />);
    fireEvent.click(await screen.findByRole('button', { name: fill(copy.showOthers_other, { count: 1 }) }));
    const [readyNote, receivedNote] = screen.getAllByRole('note');
    expect(readyNote!.textContent).toContain(fill(copy.ready, { number: 'A-019' }));
    expect(readyNote!.dataset.tone).toBe('success');
    expect(getComputedStyle(readyNote!).backgroundColor).toBe('rgb(46, 125, 50)');
    expect(readyNote!.querySelector('svg[data-icon="ready"]')).toBeTruthy();
    expect(receivedNote!.textContent).toContain('注文 R-002: 受付済み');
    expect(receivedNote!.dataset.tone).toBe('info');
    expect(getComputedStyle(receivedNote!).backgroundColor).not.toBe(getComputedStyle(readyNote!).backgroundColor);
  });

  it('issue 27 item 2: several orders share one card, the ready one shown, the others unfolded on request', async () => {
    answer([received, ready]);
    renderScreen(<OrderInProgressBanner restaurantId="r1001" />);
    const more = await screen.findByRole('button', { name: fill(copy.showOthers_other, { count: 1 }) });
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(shownNotes().map((note) => note.textContent)).toEqual([fill(copy.ready, { number: 'A-019' })]);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)?.hidden).toBe(true);

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe(copy.showFewer);
    expect(shownNotes()).toHaveLength(2);
    expect(screen.getByRole('link', { name: fill(copy.open, { number: 'R-002' }) }).getAttribute('href')).toBe(
      '/orders/o2',
    );
  });

  it('leaves out orders of another restaurant and final ones', async () => {
    answer([
      ready,
      { ...atYokohama, order_id: 'o2', order_number: 'D-002', order_state: 'ORDER_STATE_DELIVERED' },
      { ...atYokohama, order_id: 'o3', order_number: 'P-003', order_state: 'ORDER_STATE_PREPARED' },
    ]);
    renderScreen(<OrderInProgressBanner restaurantId="r1003" />);
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([fill(copy.open, { number: 'P-003' })]);
  });

  it("the brand top: several restaurants' orders in one card, newest first when none is ready", async () => {
    api.use(
      http.get('*/v1/orders/in_progress', ({ request }) => {
        const at = new URL(request.url).searchParams.get('restaurantId');
        const older = {
          ...received,
          order_id: 'o-old',
          order_number: 'S-001',
          created_at: '2026-11-21T20:00:00+09:00',
        };
        const newer = { ...atYokohama, order_id: 'o-new', order_number: 'Y-002', order_state: 'ORDER_STATE_PREPARED' };
        return HttpResponse.json({
          orders: at === 'r1001' ? [older] : [{ ...newer, created_at: '2026-11-21T21:00:00+09:00' }],
        });
      }),
    );
    renderScreen(<OrdersInProgressCard restaurantIds={['r1001', 'r1003']} />);
    await screen.findByRole('button', { name: fill(copy.showOthers_other, { count: 1 }) });
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(shownNotes().map((note) => note.textContent)).toEqual(['注文 Y-002: 調理中']);
  });

  it('issue 27 item 2: steps aside on an error page', async () => {
    answer([ready]);
    renderScreen(<OrderInProgressBanner restaurantId="r1001" />);
    await screen.findByRole('complementary', { name: copy.region });
    act(() => useShellStore.getState().setErrorPageShown(true));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
