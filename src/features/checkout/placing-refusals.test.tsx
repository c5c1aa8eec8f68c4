// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { useCartStore } from '@/features/cart';
import { KARAAGE_BENTO_LARGE_LINE, COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { OrderForm } from './OrderForm';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Refusals of the create call at placing (SPEC 8), in Japanese and English: each has its own copy and way forward,
 * and the customer stays on the form with everything kept. The create call answers the contract's named examples
 * (openapi.yaml: orderPaymentFailed, itemSoldOut); the form is seeded as
 * e2e/checkout-helpers.ts seedCheckout seeds it (a guest's stored contact, takeout "now", the karaage bento and two
 * colas). These were the browser tests e2e/checkout-ready.spec.ts "refusals at placing" (ja, en) and
 * e2e/checkout-once.spec.ts "a timed-out create …" (a create call whose answer never arrives: a network failure).
 */

const example = (file: string) => mockExample(`orders/${file}`) as Record<string, unknown>;
const CART = storedCartOf('takeout', [KARAAGE_BENTO_LARGE_LINE, COLA_LINE]);
const GUEST_CONTACT = { name: '佐藤 一郎', email: 'ichiro.sato@example.com', phoneNumber: '09011112222', note: '' };
/** The contract's errors of POST /v1/orders, by their example name. */
const CREATE_ERRORS = {
  orderPaymentFailed: [409, 'E100610003', 'order payment failed'],
  itemSoldOut: [409, 'E100200006', 'item sold out'],
} as const;

const COPY = {
  ja: {
    place: /^注文する ￥/,
    onsite: '店頭でお支払い',
    phone: '電話番号',
    soldOut: '売り切れの商品があります',
    checkCart: 'カートを確認する',
    declined: 'カードでお支払いできませんでした',
    declinedText: '別のカード、または別のお支払い方法をお選びください',
    close: '閉じる',
  },
  en: {
    place: /^Place order ¥/,
    onsite: 'Pay at the restaurant',
    phone: 'Phone number',
    soldOut: 'An item is sold out',
    checkCart: 'Check the cart',
    declined: 'Card payment declined',
    declinedText: 'Please use another card or choose another payment method.',
    close: 'Close',
  },
} as const;

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/order');
});

/** The create call answers the contract's example `name` from now on. */
function refuseCreate(name: keyof typeof CREATE_ERRORS) {
  const [status, code, message] = CREATE_ERRORS[name];
  api.use(http.post('*/v1/orders', () => HttpResponse.json({ code, message }, { status })));
}

/** The order form of a guest with a stored contact and the seeded cart; resolves once its place button takes a tap. */
async function openForm(lang: keyof typeof COPY) {
  localStorage.setItem('cart', JSON.stringify(CART));
  localStorage.setItem('orderFormValues', JSON.stringify(GUEST_CONTACT));
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  useCartStore.setState({ cart: null, hydrated: false });
  const { customer: _customer, ...guestConfirmation } = example('confirmation.json');
  api.use(
    getListAvailablePricingCouponsMockHandler({ coupons: [] }),
    http.get('*/v1/restaurants/r1001/receive_times', () =>
      HttpResponse.json(mockExample('restaurants/receive-times.json') as Record<string, unknown>),
    ),
    http.post('*/v1/orders/confirm', () => HttpResponse.json(guestConfirmation)),
    http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
  );
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <OrderForm restaurantId="r1001" />
      <ErrorModal />
    </BrandProvider>,
    { language: lang },
  );
  const place = await screen.findByRole('button', { name: COPY[lang].place });
  await waitFor(() => expect(place.getAttribute('aria-disabled')).toBeNull());
  return place;
}

describe('refusals at placing (MSW, the contract examples)', { timeout: 30_000 }, () => {
  it.each(['ja', 'en'] as const)(
    'refusals at placing (%s): sold out leads to the cart; a declined card stays on the form, everything kept (SPEC §8 L394 L396)',
    async (lang) => {
      const c = COPY[lang];
      refuseCreate('orderPaymentFailed');
      const place = await openForm(lang);
      fireEvent.click(place);
      const declined = await screen.findByRole('dialog', { name: c.declined });
      expect(declined.textContent).toContain(c.declinedText);
      fireEvent.click(within(declined).getByRole('button', { name: c.close }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: c.declined })).toBeNull());
      expect(navigation.push).not.toHaveBeenCalled();
      expect(navigation.replace).not.toHaveBeenCalled();
      expect(navigation.back).not.toHaveBeenCalled();
      // The form is back in the accessibility tree once the modal has gone (MUI hides the page behind it).
      const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${c.phone}`) });
      expect(phone.value).toBe('09011112222');
      expect(screen.getByRole<HTMLInputElement>('radio', { name: c.onsite }).checked).toBe(true);

      refuseCreate('itemSoldOut');
      fireEvent.click(place);
      const soldOut = await screen.findByRole('dialog', { name: c.soldOut });
      fireEvent.click(within(soldOut).getByRole('button', { name: c.checkCart }));
      expect(navigation.push).toHaveBeenCalledWith(expect.stringMatching(/^\/restaurants\/r1001\/menus/));
      expect(localStorage.getItem('cart')).not.toBeNull();
    },
  );
});

describe(
  'a create call whose answer is lost (issue 11 item 3: exactly one order per intent)',
  { timeout: 30_000 },
  () => {
    /** Every create call's body; the first `lost` of them fail as a lost answer does (no response). */
    function createCalls(lost: number) {
      const bodies: { idempotency_key: string }[] = [];
      api.use(
        http.post('*/v1/orders', async ({ request }) => {
          bodies.push((await request.json()) as { idempotency_key: string });
          if (bodies.length <= lost) return HttpResponse.error();
          return HttpResponse.json(example('o-20261121-0001.json'));
        }),
      );
      return bodies;
    }

    it('a timed-out create: the order is found in progress, no second create call', async () => {
      const creates = createCalls(Infinity);
      api.use(
        http.get('*/v1/orders/in_progress', () =>
          HttpResponse.json({
            orders: [{ ...example('o-20261121-0001.json'), idempotency_key: creates[0]?.idempotency_key }],
          }),
        ),
      );
      fireEvent.click(await openForm('ja'));
      await waitFor(() =>
        expect(navigation.replace).toHaveBeenCalledWith(expect.stringMatching(/o-20261121-0001\/complete$/)),
      );
      expect(creates).toHaveLength(1);
    });

    it('a timed-out create with no order found offers a retry with the same key', async () => {
      const creates = createCalls(1);
      let inProgressLookups = 0;
      api.use(
        http.get('*/v1/orders/in_progress', () => {
          inProgressLookups += 1;
          return HttpResponse.json({ orders: [] });
        }),
      );
      fireEvent.click(await openForm('ja'));
      await waitFor(() =>
        expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('通信が途切れたため'))).toBe(
          true,
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: /^もう一度注文する ￥/ }));
      await waitFor(() =>
        expect(navigation.replace).toHaveBeenCalledWith(
          expect.stringMatching(/\/restaurants\/r1001\/order\/o-[\w-]+\/complete$/),
        ),
      );
      expect(creates).toHaveLength(2);
      expect(creates[0]!.idempotency_key).toBe(creates[1]!.idempotency_key);
      expect(inProgressLookups).toBe(1); // looked for the order before offering the retry
    });
  },
);
