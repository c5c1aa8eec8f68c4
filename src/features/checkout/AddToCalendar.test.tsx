// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/api/generated/models';
import { createI18n } from '@/lib/i18n/create-i18n';
import { hydrate, renderOnServer } from '@/test/hydration';
import { AddToCalendar } from './AddToCalendar';

const checkout = JSON.parse(readFileSync('public/locales/ja/checkout.json', 'utf8')) as Record<string, unknown>;
const i18n = createI18n('ja', { ja: { checkout } }, ['checkout']);
const order = { orderId: 'o-20261121-0002', orderNumber: 'B-105', receiveTime: '2026-11-21T13:30:00Z' } as Order;

// ADR 0031: the complete page is server-rendered, and React keeps a server attribute as it is when it hydrates.
describe('AddToCalendar across the server render and hydration', () => {
  it("has no file before hydration, then one naming the order's page by its full address", async () => {
    const ui: ReactElement = (
      <I18nextProvider i18n={i18n}>
        <AddToCalendar order={order} brandId="demo" placeName="デモ食堂 新宿西口店" location="東京都新宿区" />
      </I18nextProvider>
    );
    const container = renderOnServer(ui);
    const before = container.querySelector('a')!;
    expect(before.getAttribute('href')).toBeNull();
    expect(before.getAttribute('aria-disabled')).toBe('true');

    await hydrate(container, ui);
    const link = container.querySelector('a')!;
    expect(link.textContent).toBe('カレンダーに追加');
    expect(link.getAttribute('aria-disabled')).toBeNull();
    const ics = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics.replace(/\r\n /g, '').split('\r\n')).toContain(`URL:${window.location.origin}/orders/o-20261121-0002`);
  });
});
