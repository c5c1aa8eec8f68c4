import { expect as fixturesExpect, test, type Page } from './fixtures';
import { CARD_FIELD_NAMES, fillNewCard, ORDER_URL, recordPosts, seedCheckout } from './checkout-helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = fixturesExpect.configure({ timeout: 30_000 });

/**
 * Issue 27 item 3 and issue 31's checkout errors, in ja and en at 320 and 412 px: the order form opens ready to
 * order (a method that needs no input, a summary card with the receive time on its date and the total), a blocked
 * place-order button says what is missing and a tap goes there. Each refusal at placing (its own copy and way forward,
 * the customer left on the form with everything kept) is a component test (issue 28 item 7):
 * src/features/checkout/placing-refusals.test.tsx.
 */

const COPY = {
  ja: {
    title: '注文内容の確認',
    place: /^注文する ￥/,
    summary: 'ご注文の概要',
    restaurant: 'デモ食堂 渋谷店',
    servingType: 'お持ち帰り',
    receive: '今すぐ(目安 今日 11月21日(土) 22:15)',
    total: '合計(税込)￥1,290',
    onsite: '店頭でお支払い',
    card: 'クレジットカード',
    prices: 'お支払い金額',
    payment: 'お支払い方法',
    phone: '電話番号',
    phoneMissing: '電話番号を入力してください',
    month: '有効期限(月)',
    year: '有効期限(年)',
    expiryInvalid: '有効期限をご確認ください',
  },
  en: {
    title: 'Review your order',
    place: /^Place order ¥/,
    summary: 'Order summary',
    restaurant: 'Demo Shokudo Shibuya',
    servingType: 'Takeout',
    receive: 'As soon as possible (Today, Sat, Nov 21, about 22:15)',
    total: 'Total (tax incl.)¥1,290',
    onsite: 'Pay at the restaurant',
    card: 'Credit card',
    prices: 'Amount',
    payment: 'Payment method',
    phone: 'Phone number',
    phoneMissing: 'Enter your phone number',
    month: 'Expiry month',
    year: 'Expiry year',
    expiryInvalid: 'Please check the expiry date',
  },
} as const;

type Lang = keyof typeof COPY;

const EN_CARD_FIELD_NAMES = {
  number: 'Card number',
  month: 'Expiry month',
  year: 'Expiry year',
  code: 'Security code',
  holder: 'Name on card',
};

const baseURL = () => process.env.E2E_BASE_URL ?? 'http://localhost:3000';

async function openForm(page: Page, lang: Lang, width: number) {
  if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
  await page.setViewportSize({ width, height: width === 320 ? 568 : 915 });
  await page.goto(ORDER_URL);
  await expect(page.getByRole('heading', { level: 1, name: COPY[lang].title })).toBeVisible();
  const place = page.getByRole('button', { name: COPY[lang].place });
  await expect(place).toBeVisible();
  return place;
}

/** A finger on the middle of an element: whatever is on top there takes the tap (nothing may cover the button). */
async function tapCenter(page: Page, target: ReturnType<Page['getByRole']>) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/** The bottom of an element lies above the top of the fixed order bar (the bar covers nothing of it). */
async function expectAboveBar(page: Page, target: ReturnType<Page['getByRole']>, place: ReturnType<Page['getByRole']>) {
  const [field, bar] = await Promise.all([target.boundingBox(), place.locator('..').boundingBox()]);
  expect(field && bar && field.y + field.height <= bar.y).toBe(true);
}

for (const lang of ['ja', 'en'] as const) {
  const c = COPY[lang];
  test.describe(`${lang}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('the form opens ready to order at 320 and 412 px; a blocked button says what is missing and a tap goes there; a past card expiry is refused on its field; one tap places (SPEC §3 L194g §5 L279 L288 §9 L429b L429c)', async ({
      page,
    }) => {
      await seedCheckout(page);
      const creates = recordPosts(page, '/v1/orders');
      const place = await openForm(page, lang, 320);
      const phone = page.getByRole('textbox', { name: new RegExp(`^${c.phone}`) });

      await test.step('ready: a method needing no input, the summary card with the date and the total', async () => {
        const summary = page.getByRole('region', { name: c.summary });
        await expect(summary).toContainText(c.restaurant);
        await expect(summary).toContainText(c.servingType);
        await expect(summary).toContainText(c.receive);
        await expect(summary).toContainText(c.total);
        await expect(page.getByRole('radio', { name: c.onsite, exact: true })).toBeChecked();
        await expect(page.getByRole('textbox', { name: new RegExp(c.card) })).toHaveCount(0);
        await expect(place).toBeEnabled();
        for (const [width, height] of [
          [412, 915],
          [320, 568],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(summary).toBeInViewport();
          // The tax breakdown is above the payment method and the contact fields.
          const prices = await page.getByRole('region', { name: c.prices }).boundingBox();
          const payment = await page.getByRole('group', { name: c.payment }).boundingBox();
          expect(prices!.y).toBeLessThan(payment!.y);
        }
      });

      await test.step('a missing phone: the button says so, a tap scrolls to the field and focuses it', async () => {
        await phone.fill('');
        await expect(place).toBeDisabled(); // aria-disabled: it reads disabled ...
        await expect(place).toHaveAccessibleDescription(c.phoneMissing);
        await expect(page.getByText(c.phoneMissing)).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await tapCenter(page, place); // ... and still takes the tap
        await expect(phone).toBeFocused();
        await expect(phone).toBeInViewport();
        await expectAboveBar(page, phone, place);
        await expect(phone).toHaveAccessibleDescription(c.phoneMissing);
        expect(creates).toHaveLength(0);
        await phone.fill('09011112222');
        await expect(place).toBeEnabled();
        await expect(place).not.toHaveAccessibleDescription(c.phoneMissing);
      });

      await test.step('a new card with a past expiry (10/26 in November 2026) is refused on its field', async () => {
        await page.getByRole('radio', { name: c.card, exact: true }).check();
        await fillNewCard(page, undefined, lang === 'ja' ? CARD_FIELD_NAMES : EN_CARD_FIELD_NAMES);
        const month = page.getByRole('combobox', { name: c.month });
        await month.selectOption('10');
        await page.getByRole('combobox', { name: c.year }).selectOption('26');
        await expect(place).toHaveAccessibleDescription(c.expiryInvalid);
        await tapCenter(page, place);
        await expect(month).toBeFocused();
        await expect(month).toHaveAccessibleDescription(c.expiryInvalid);
        expect(creates).toHaveLength(0);
        await month.selectOption('11'); // the month of now is still valid
        await expect(place).toBeEnabled();
      });

      await test.step('ready means ready: back to paying at the restaurant, one tap places the order', async () => {
        await page.getByRole('radio', { name: c.onsite, exact: true }).check();
        await expect(place).toBeEnabled();
        await tapCenter(page, place);
        await expect(page).toHaveURL(/\/restaurants\/r1001\/order\/[\w-]+\/complete$/);
        expect(creates).toHaveLength(1);
        expect(creates[0]).toMatchObject({ payment_method: 'PAYMENT_METHOD_ONSITE' });
      });
    });
  });
}
