// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { KARAAGE_BENTO_LINE, storedCartOf } from '@/test/cart-fixtures';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { navigation } from '@/test/next-navigation';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { useCartStore } from '@/features/cart';
import { OrderForm } from './OrderForm';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The order form's refusals and stored-data cases that the browser suites used to walk one page load each
 * (e2e/checkout-errors.spec.ts): the calculation and the create call failing, and what the form opens with.
 */

const example = (file: string) => mockExample(`orders/${file}`) as Record<string, unknown>;

const CART = storedCartOf('takeout', [KARAAGE_BENTO_LINE]);

const GUEST_CONTACT = { name: '佐藤 一郎', email: 'ichiro.sato@example.com', phoneNumber: '09011112222', note: '' };

/** A confirmation for a guest (no saved contact details), from the contract's example (wire format). */
const guestConfirmation = (file = 'confirmation.json') => {
  const { customer: _customer, ...rest } = example(file);
  return rest;
};

const api = mockApi();
beforeEach(() => navigation.at('/restaurants/r1001/order'));

function renderForm({
  confirmation = guestConfirmation(),
  calculation = () => HttpResponse.json(example('calculation.json')),
  contact = GUEST_CONTACT as unknown,
}: { confirmation?: unknown; calculation?: () => Response; contact?: unknown } = {}) {
  localStorage.setItem('cart', JSON.stringify(CART));
  if (contact) localStorage.setItem('orderFormValues', JSON.stringify(contact));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  useCartStore.setState({ cart: null, hydrated: false });
  api.use(
    getListAvailablePricingCouponsMockHandler({ coupons: [] }),
    http.get('*/v1/restaurants/r1001/receive_times', () =>
      HttpResponse.json(mockExample('restaurants/receive-times.json') as Record<string, unknown>),
    ),
    http.post('*/v1/orders/confirm', () => HttpResponse.json(confirmation as Record<string, unknown>)),
    http.post('*/v1/orders/calculate', calculation),
  );
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <OrderForm restaurantId="r1001" />
    </BrandProvider>,
  );
  renderScreen(<ErrorModal />);
}

/** The machines are shared and loaded: the first answers may take longer than Testing Library's 1 s (a patience limit). */
const SLOW = { timeout: 10_000 };

const placeButton = () => screen.getByRole('button', { name: /^注文する/ });

describe(
  'the calculation and the create call failing: the common error modal with the endpoint copy',
  { timeout: 30_000 },
  () => {
    it.each([
      ['E100200006', '売り切れです'],
      ['E100610005', '注文金額が上限を超えています'],
      ['E100200004', '金額を計算できませんでした'],
    ])('calculate %s → "%s" with a working button (SPEC §7 L330 L371 §8 L389 L396)', async (code, title) => {
      renderForm({ calculation: () => HttpResponse.json({ code, message: code }, { status: 409 }) });
      const modal = await screen.findByRole('dialog', { name: title }, SLOW);
      fireEvent.click(within(modal).getAllByRole('button')[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    });

    it('a network failure of the calculation → the network error modal (SPEC §8 L417)', async () => {
      renderForm({ calculation: () => HttpResponse.error() });
      expect(await screen.findByRole('dialog', { name: '通信エラー' }, SLOW)).toBeTruthy();
    });

    it('issue 10 item 2: a calculation answered with a non-JSON 200 → the server-error modal, one button (SPEC §8 L417)', async () => {
      renderForm({
        calculation: () =>
          new HttpResponse('<html><body>502 Bad Gateway</body></html>', { headers: { 'content-type': 'text/html' } }),
      });
      const modal = await screen.findByRole('dialog', { name: 'サーバーエラー' }, SLOW);
      expect(within(modal).getAllByRole('button')).toHaveLength(1);
    });

    it('create answered 429 (no row of its own): the createOrder DEFAULT "注文できませんでした" (SPEC §8 L375b)', async () => {
      api.use(
        http.post('*/v1/orders', () =>
          HttpResponse.json({ code: 'E100100006', message: 'too many requests' }, { status: 429 }),
        ),
      );
      renderForm();
      fireEvent.click(await screen.findByRole('radio', { name: /店頭でお支払い/ }, SLOW));
      await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBeNull(), SLOW);
      fireEvent.click(placeButton());
      const modal = await screen.findByRole('dialog', { name: '注文できませんでした' }, SLOW);
      fireEvent.click(within(modal).getAllByRole('button')[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '注文できませんでした' })).toBeNull());
    });
  },
);

describe('what the form opens with, whatever was stored', { timeout: 30_000 }, () => {
  it("a guest's contact fields start empty: nobody else's details are prefilled", async () => {
    renderForm({ contact: null });
    await screen.findByRole('radio', { name: /店頭でお支払い/ }, SLOW);
    for (const name of [/お名前/, /メールアドレス/, /電話番号/])
      expect(screen.getByRole<HTMLInputElement>('textbox', { name }).value).toBe('');
  });

  it('a stored form and payment method of the wrong shape are dropped, never a crash (SPEC §3 L194g L194h)', async () => {
    localStorage.setItem('paymentMethod', '"PAYMENT_METHOD_BITCOIN"');
    renderForm({ contact: { name: 42, email: ['x'] } });
    const onsite = await screen.findByRole<HTMLInputElement>('radio', { name: /店頭でお支払い/ }, SLOW);
    await waitFor(() => expect(onsite.checked).toBe(true), SLOW);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /お名前/ }).value).toBe('');
  });

  it('onsite payment denied is not offered: cash at the counter is (SPEC §3 L175 §6 L294b)', async () => {
    renderForm({ confirmation: guestConfirmation('confirmation-onsite-deny.json') });
    expect(await screen.findByRole('radio', { name: '現金(店頭)' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /店頭でお支払い/ })).toBeNull();
  });
});
