// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { KARAAGE_BENTO_LINE, storedCartOf } from '@/test/cart-fixtures';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { navigation } from '@/test/next-navigation';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { useCartStore } from '@/features/cart';
import { OrderForm } from './OrderForm';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/** The contract's own examples (wire format; our client converts them as it does Prism's answers). */
const example = (file: string) => mockExample(`orders/${file}`) as Record<string, unknown>;

const CART = storedCartOf('takeout', [KARAAGE_BENTO_LINE]);

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/order');
});

function renderWith(cart: unknown) {
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  useCartStore.setState({ cart: null, hydrated: false });
  // The panel lists the restaurant's available coupons (none here) for the brand of the page.
  api.use(getListAvailablePricingCouponsMockHandler({ coupons: [] }));
  // A chosen receive time reads against the restaurant's receive windows (the contract's example).
  api.use(
    http.get('*/v1/restaurants/r1001/receive_times', () =>
      HttpResponse.json(mockExample('restaurants/receive-times.json') as Record<string, unknown>),
    ),
  );
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <OrderForm restaurantId="r1001" />
    </BrandProvider>,
  );
}

describe('order form (MSW, the contract examples)', { timeout: 30_000 }, () => {
  it('empty: without a cart for this restaurant it says so and leads to the menus, asking nothing', async () => {
    const calls: string[] = [];
    api.use(http.all('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    renderWith(null);
    expect(await screen.findByText('カートに商品がありません。')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('loading: no payment method yet and the place button disabled while the confirmation is on its way', async () => {
    api.use(http.post('*/v1/orders/confirm', () => delay('infinite')));
    api.use(http.post('*/v1/orders/calculate', () => delay('infinite')));
    renderWith(CART);
    expect(await screen.findByRole('heading', { level: 1, name: '注文内容の確認' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const place = screen.getByRole('button', { name: /^注文する/ });
    expect(place.getAttribute('aria-disabled')).toBe('true');
    expect(place.hasAttribute('disabled')).toBe(false); // it still takes a tap (issue 27 item 3)
  });

  it('success: exactly the offered payment methods, the server total on the place button (SPEC §1 L17 §7 L332)', async () => {
    api.use(
      http.post('*/v1/orders/confirm', () => HttpResponse.json(example('confirmation.json'))),
      http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
    );
    renderWith(CART);
    expect(await screen.findByRole('radio', { name: /店頭でお支払い/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /PayPay/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /現金/ })).toBeNull(); // cash is not in this confirmation
    expect(await screen.findByRole('button', { name: '注文する ￥1,520' })).toBeTruthy();
  });

  it('prefilled contact (the confirmation names the customer): each label moves above its value', async () => {
    api.use(
      http.post('*/v1/orders/confirm', () => HttpResponse.json(example('confirmation.json'))),
      http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
    );
    renderWith(CART);
    const name = await screen.findByRole('textbox', { name: /お名前/ });
    await vi.waitFor(() => expect((name as HTMLInputElement).value).not.toBe(''));
    // OutlinedField floats a label above its control by CSS while the control shows no placeholder (it has a value),
    // so a value set by the form, with no input event, floats it too.
    for (const label of ['お名前', 'メールアドレス', '電話番号']) {
      const field = screen.getByRole('textbox', { name: new RegExp(label) });
      expect(field.matches(':placeholder-shown'), label).toBe(false);
    }
    const note = screen.getByRole('textbox', { name: /ご要望/ });
    expect(note.matches(':placeholder-shown')).toBe(true);
  });

  it('error: a failed confirmation opens the common error modal with the calculation copy row (SPEC §7 L371)', async () => {
    api.use(
      http.post('*/v1/orders/confirm', () =>
        HttpResponse.json({ code: 'E100200006', message: 'sold out' }, { status: 409 }),
      ),
      http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
    );
    renderWith(CART);
    await expect
      .poll(() => useErrorModalStore.getState().request)
      .toMatchObject({
        code: 'E100200006',
        restaurantId: 'r1001',
      });
  });
});

/** A confirmation for a guest (no saved contact details), with the fields a test changes (wire format). */
const guestConfirmation = (patch: Record<string, unknown> = {}) => {
  const { customer: _customer, ...rest } = example('confirmation.json');
  return { ...rest, ...patch };
};

const GUEST_CONTACT = { name: '佐藤 一郎', email: 'ichiro.sato@example.com', phoneNumber: '09011112222', note: '' };

function answerCheckout(confirmation: Record<string, unknown>) {
  api.use(
    http.post('*/v1/orders/confirm', () => HttpResponse.json(confirmation)),
    http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
  );
}

function renderGuest(stored: { contact?: Partial<typeof GUEST_CONTACT>; paymentMethod?: string } = {}) {
  localStorage.setItem('orderFormValues', JSON.stringify({ ...GUEST_CONTACT, ...stored.contact }));
  if (stored.paymentMethod) localStorage.setItem('paymentMethod', JSON.stringify(stored.paymentMethod));
  renderWith(CART);
}

const placeButton = () => screen.getByRole('button', { name: /^注文する/ });

describe('the order form opens ready to order (issue 27 item 3)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only the clock: the page's "today" is the mock data's moment, timers and the network stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('a guest with nothing stored gets pay-at-the-restaurant, no empty card form, the button ready (SPEC §3 L175 L194g)', async () => {
    answerCheckout(guestConfirmation());
    renderGuest();
    const onsite = await screen.findByRole('radio', { name: /店頭でお支払い/ });
    await waitFor(() => expect((onsite as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('textbox', { name: /カード番号/ })).toBeNull();
    await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBeNull());
    expect(placeButton().textContent).toBe('注文する ￥1,520');
  });

  it('the last method used is selected again (SPEC §3 L194g)', async () => {
    answerCheckout(guestConfirmation());
    renderGuest({ paymentMethod: 'PAYMENT_METHOD_PAYPAY' });
    const paypay = await screen.findByRole('radio', { name: /PayPay/ });
    await waitFor(() => expect((paypay as HTMLInputElement).checked).toBe(true));
  });

  it("a guest's stored card method does not open an empty card form: pay at the restaurant instead (SPEC §3 L194g)", async () => {
    answerCheckout(guestConfirmation());
    renderGuest({ paymentMethod: 'PAYMENT_METHOD_CREDITCARD' });
    const onsite = await screen.findByRole('radio', { name: /店頭でお支払い/ });
    await waitFor(() => expect((onsite as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'クレジットカード' }).checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: /カード番号/ })).toBeNull();
  });

  it.each([
    [
      'a chosen time tonight',
      '2026-11-21T22:00:00+09:00',
      '2026-11-21T23:30:00+09:00',
      false,
      '今日 11月21日(土) 23:30',
    ],
    [
      'past midnight inside the late-night window begun before it: 24:30 on its date',
      '2026-11-21T22:00:00+09:00',
      '2026-11-22T00:30:00+09:00',
      false,
      '今日 11月21日(土) 24:30',
    ],
    [
      'now, its estimate on its own date',
      '2026-11-21T22:00:00+09:00',
      '2026-11-21T22:15:00+09:00',
      true,
      '今すぐ(目安 今日 11月21日(土) 22:15)',
    ],
    [
      'now at 07:00: the morning of its own day, never 31:15',
      '2026-11-22T07:00:00+09:00',
      '2026-11-22T07:15:00+09:00',
      true,
      '今すぐ(目安 今日 11月22日(日) 7:15)',
    ],
  ])(
    'the summary card: restaurant, serving type, the time with its date (%s) and the total (SPEC §9 L429b L429c)',
    async (_label, now, receiveTime, immediate, text) => {
      vi.setSystemTime(new Date(now));
      answerCheckout(guestConfirmation({ receive_time: receiveTime, is_immediate_order: immediate }));
      renderGuest();
      const summary = await screen.findByRole('region', { name: 'ご注文の概要' });
      await waitFor(() => expect(summary.textContent).toContain(text));
      expect(summary.textContent).toContain('デモ食堂 渋谷店');
      expect(summary.textContent).toContain('お持ち帰り');
      await waitFor(() => expect(summary.textContent).toContain('合計(税込)￥1,520'));
    },
  );

  it('the price breakdown with its tax comes before the payment and contact sections', async () => {
    answerCheckout(guestConfirmation());
    renderGuest();
    const prices = await screen.findByRole('region', { name: 'お支払い金額' });
    const contact = screen.getByRole('region', { name: 'お客様情報' });
    const payment = screen.getByRole('group', { name: 'お支払い方法' });
    expect(prices.compareDocumentPosition(payment) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(prices.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(prices.textContent).toContain('8%対象 ￥1,520 のうち消費税');
  });
});

describe(
  'a blocked place-order button says what is missing and leads to it (issue 27 item 3)',
  { timeout: 30_000 },
  () => {
    it('an empty phone: the button reads disabled, describes "電話番号を入力してください", a tap focuses the phone field (SPEC §5 L279)', async () => {
      answerCheckout(guestConfirmation());
      renderGuest({ contact: { phoneNumber: '' } });
      await screen.findByRole('radio', { name: /店頭でお支払い/ });
      await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBe('true'));
      const hint = document.getElementById(placeButton().getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe('電話番号を入力してください');
      const creates: string[] = [];
      api.use(http.post('*/v1/orders', ({ request }) => (creates.push(request.url), HttpResponse.json({}))));
      fireEvent.click(placeButton());
      const phone = screen.getByRole('textbox', { name: /電話番号/ });
      expect(document.activeElement).toBe(phone);
      // The field's own message shows (its description).
      await waitFor(() =>
        expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          '電話番号を入力してください',
        ),
      );
      expect(creates).toEqual([]);
      // Typing the number makes the order ready.
      fireEvent.change(phone, { target: { value: '09011112222' } });
      await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBeNull());
    });

    it('no method offered that needs no input: "お支払い方法を選択してください", a tap focuses the first method', async () => {
      answerCheckout(
        guestConfirmation({ available_payment_methods: ['PAYMENT_METHOD_CREDITCARD', 'PAYMENT_METHOD_PAYPAY'] }),
      );
      renderGuest();
      const card = await screen.findByRole('radio', { name: 'クレジットカード' });
      await waitFor(() =>
        expect(document.getElementById(placeButton().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          'お支払い方法を選択してください',
        ),
      );
      fireEvent.click(placeButton());
      expect(document.activeElement).toBe(card);
    });

    it('a new card expiring 10/26 in November 2026 is refused with "有効期限をご確認ください" (SPEC §5 L288)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
      try {
        answerCheckout(guestConfirmation());
        renderGuest();
        fireEvent.click(await screen.findByRole('radio', { name: 'クレジットカード' }, { timeout: 10_000 }));
        const number = await screen.findByRole('textbox', { name: /カード番号/ }, { timeout: 10_000 });
        fireEvent.change(number, { target: { value: '4111111111111111' } });
        const month = screen.getByRole('combobox', { name: /有効期限\(月\)/ });
        fireEvent.change(month, { target: { value: '10' } });
        fireEvent.change(screen.getByRole('combobox', { name: /有効期限\(年\)/ }), { target: { value: '26' } });
        fireEvent.change(screen.getByRole('textbox', { name: /セキュリティコード/ }), { target: { value: '123' } });
        fireEvent.change(screen.getByRole('textbox', { name: /カード名義/ }), { target: { value: 'ICHIRO SATO' } });
        await waitFor(() =>
          expect(document.getElementById(placeButton().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
            '有効期限をご確認ください',
          ),
        );
        fireEvent.click(placeButton());
        expect(document.activeElement).toBe(month);
        await waitFor(() =>
          expect(document.getElementById(month.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
            '有効期限をご確認ください',
          ),
        );
        // This month is still valid.
        fireEvent.change(month, { target: { value: '11' } });
        await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBeNull());
      } finally {
        vi.useRealTimers();
      }
    });
  },
);

describe('placing: each refusal its own copy and way forward, the form kept (issue 31)', { timeout: 30_000 }, () => {
  function renderPlacing(method: RegExp) {
    answerCheckout(guestConfirmation());
    renderGuest();
    renderScreen(<ErrorModal />);
    return screen.findByRole('radio', { name: method }).then(async (radio) => {
      fireEvent.click(radio);
      await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBeNull());
      fireEvent.click(placeButton());
    });
  }
  const refuse = (path: string, code: string) =>
    api.use(http.post(path, () => HttpResponse.json({ code, message: code }, { status: 409 })));

  it('a card refused by the card company: another card or method is suggested; 閉じる stays on the form, nothing lost (SPEC §8 L394)', async () => {
    refuse('*/v1/orders', 'E100610003');
    await renderPlacing(/店頭でお支払い/);
    const modal = await screen.findByRole('dialog', { name: 'カードでお支払いできませんでした' });
    expect(modal.textContent).toContain('別のカード、または別のお支払い方法をお選びください');
    fireEvent.click(within(modal).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigation.back).not.toHaveBeenCalled();
    expect(navigation.push).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /電話番号/ }).value).toBe('09011112222');
    expect(useCartStore.getState().cart?.orderItems).toHaveLength(1);
  });

  it.each([
    ['E100200006', '売り切れの商品があります', 'カートを確認する', '/restaurants/r1001/menus'],
    ['E100610005', '注文金額が上限を超えています', 'カートを確認する', '/restaurants/r1001/menus'],
    ['E100610002', '今すぐの受取では注文できません', '受取時間を選ぶ', '/restaurants/r1001/select_receivetime'],
    ['E100200004', '注文受付時間外のメニューです', '受取時間を選ぶ', '/restaurants/r1001/select_receivetime'],
  ])(
    'create %s → "%s", its button "%s" leads to %s (SPEC §8 L380 L389 L395 L396)',
    async (code, title, button, href) => {
      refuse('*/v1/orders', code);
      await renderPlacing(/店頭でお支払い/);
      const modal = await screen.findByRole('dialog', { name: title });
      fireEvent.click(within(modal).getByRole('button', { name: button }));
      expect(navigation.push).toHaveBeenCalledWith(href);
      expect(useCartStore.getState().cart?.orderItems).toHaveLength(1); // the cart is kept
    },
  );

  it('preorder E100610007 keeps the cart and says the sale ended (SPEC §7 L368c L368d §8 L384)', async () => {
    refuse('*/v1/orders/preorder', 'E100610007');
    await renderPlacing(/PayPay/);
    const modal = await screen.findByRole('dialog', { name: 'セール対象外です' });
    expect(modal.textContent).toContain('価格が変わりました');
    expect(useCartStore.getState().cart?.orderItems).toHaveLength(1);
  });

  it('preorder E100610004 empties the cart and says so (SPEC §7 L368d §8 L383)', async () => {
    refuse('*/v1/orders/preorder', 'E100610004');
    await renderPlacing(/PayPay/);
    const modal = await screen.findByRole('dialog', { name: 'キャンペーン対象外です' });
    expect(modal.textContent).toContain('カートを空にしました');
    await waitFor(() => expect(useCartStore.getState().cart).toBeNull());
    fireEvent.click(within(modal).getByRole('button', { name: 'メニュー一覧へ' }));
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/menus');
  });

  it('preorder E100100001 (invalid argument) empties the cart, with the error modal (SPEC §7 L368c)', async () => {
    api.use(
      http.post('*/v1/orders/preorder', () =>
        HttpResponse.json({ code: 'E100100001', message: 'invalid argument' }, { status: 400 }),
      ),
    );
    await renderPlacing(/PayPay/);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(useCartStore.getState().cart).toBeNull());
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('the tap reuses the form’s calculation and confirmation (issue 28 item 4)', { timeout: 30_000 }, () => {
  it('pay at the restaurant, nothing changed since the form was ready: the tap sends only create, then the complete page', async () => {
    answerCheckout(guestConfirmation());
    const calls: string[] = [];
    api.use(
      http.post('*/v1/orders', ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json(example('o-20261121-0001.json'));
      }),
    );
    renderGuest();
    await screen.findByRole('radio', { name: /店頭でお支払い/ });
    await waitFor(() => expect(placeButton().getAttribute('aria-disabled')).toBeNull());
    // From the tap on, every order call is recorded (the form's own answers came before).
    api.use(
      http.post('*/v1/orders/:step', ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 'E100100000', message: 'not expected on the tap' }, { status: 500 });
      }),
    );
    fireEvent.click(placeButton());
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith('/restaurants/r1001/order/o-20261121-0001/complete'),
    );
    expect(calls).toEqual(['/api/v1/orders']);
  });
});
