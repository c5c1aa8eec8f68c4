import { expect as fixturesExpect, test, type Page } from './fixtures';
import { CARD_FIELD_NAMES, fillNewCard, ORDER_URL, preferOn, recordPosts, seedCheckout } from './checkout-helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = fixturesExpect.configure({ timeout: 30_000 });

/**
 * Issue 27 item 3 and issue 31's checkout errors, in ja and en at 320 and 412 px: the order form opens ready to
 * order (a method that needs no input, a summary card with the receive time on its date and the total), a blocked
 * place-order button says what is missing and a tap goes there, and each refusal at placing has its own copy and way
 * forward, leaving the customer on the form with everything kept.
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
    soldOut: '売り切れの商品があります',
    checkCart: 'カートを確認する',
    declined: 'カードでお支払いできませんでした',
    declinedText: '別のカード、または別のお支払い方法をお選びください',
    close: '閉じる',
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
    soldOut: 'An item is sold out',
    checkCart: 'Check the cart',
    declined: 'Card payment declined',
    declinedText: 'Please use another card or choose another payment method.',
    close: 'Close',
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
  for (const width of [320, 412]) {
    const c = COPY[lang];
    test.describe(`${lang} at ${width} px`, () => {
      test.describe.configure({ timeout: 180_000 });

      test('the form opens ready to order: a method needing no input, the summary card with the date and the total (SPEC §3 L194g §9 L429b L429c)', async ({
        page,
      }) => {
        await seedCheckout(page);
        const place = await openForm(page, lang, width);
        const summary = page.getByRole('region', { name: c.summary });
        await expect(summary).toContainText(c.restaurant);
        await expect(summary).toContainText(c.servingType);
        await expect(summary).toContainText(c.receive);
        await expect(summary).toContainText(c.total);
        await expect(summary).toBeInViewport();
        await expect(page.getByRole('radio', { name: c.onsite, exact: true })).toBeChecked();
        await expect(page.getByRole('textbox', { name: new RegExp(c.card) })).toHaveCount(0);
        await expect(place).toBeEnabled();
        // The tax breakdown is above the payment method and the contact fields.
        const prices = await page.getByRole('region', { name: c.prices }).boundingBox();
        const payment = await page.getByRole('group', { name: c.payment }).boundingBox();
        expect(prices!.y).toBeLessThan(payment!.y);
        if (width === 320) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: `/work/shots/B/after-order-form-ready-${lang}-320.png` });
          await page.screenshot({ path: `/work/shots/B/after-order-form-ready-${lang}-320-full.png`, fullPage: true });
        }
        // Ready means ready: one tap places the order.
        const creates = recordPosts(page, '/v1/orders');
        await tapCenter(page, place);
        await expect(page).toHaveURL(/\/restaurants\/r1001\/order\/[\w-]+\/complete$/);
        expect(creates).toHaveLength(1);
        expect(creates[0]).toMatchObject({ payment_method: 'PAYMENT_METHOD_ONSITE' });
      });

      test('a blocked button says what is missing; a tap scrolls to the field and focuses it (SPEC §5 L279)', async ({
        page,
      }) => {
        await seedCheckout(page, {
          extraLocal: {
            orderFormValues: JSON.stringify({ name: '佐藤 一郎', email: 'ichiro.sato@example.com', phoneNumber: '' }),
          },
        });
        const creates = recordPosts(page, '/v1/orders');
        const place = await openForm(page, lang, width);
        await expect(place).toBeDisabled(); // aria-disabled: it reads disabled ...
        await expect(place).toHaveAccessibleDescription(c.phoneMissing);
        await expect(page.getByText(c.phoneMissing)).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await tapCenter(page, place); // ... and still takes the tap
        const phone = page.getByRole('textbox', { name: new RegExp(`^${c.phone}`) });
        await expect(phone).toBeFocused();
        await expect(phone).toBeInViewport();
        await expectAboveBar(page, phone, place);
        await expect(phone).toHaveAccessibleDescription(c.phoneMissing);
        if (width === 320) await page.screenshot({ path: `/work/shots/B/after-order-form-missing-${lang}-320.png` });
        expect(creates).toHaveLength(0);
        await phone.fill('09011112222');
        await expect(place).toBeEnabled();
        await expect(place).not.toHaveAccessibleDescription(c.phoneMissing);
      });

      test('refusals at placing: sold out leads to the cart; a declined card stays on the form, everything kept (SPEC §8 L394 L396)', async ({
        page,
      }) => {
        await seedCheckout(page);
        await preferOn(page, 'POST', '/v1/orders', 'code=409, example=orderPaymentFailed');
        const place = await openForm(page, lang, width);
        await expect(place).toBeEnabled();
        await place.click();
        const declined = page.getByRole('dialog', { name: c.declined });
        await expect(declined).toContainText(c.declinedText);
        if (width === 320) await page.screenshot({ path: `/work/shots/B/after-error-declined-${lang}-320.png` });
        await declined.getByRole('button', { name: c.close }).click();
        await expect(declined).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${ORDER_URL}$`));
        await expect(page.getByRole('textbox', { name: new RegExp(`^${c.phone}`) })).toHaveValue('09011112222');
        await expect(page.getByRole('radio', { name: c.onsite, exact: true })).toBeChecked();

        await page.unrouteAll({ behavior: 'wait' });
        await preferOn(page, 'POST', '/v1/orders', 'code=409, example=itemSoldOut');
        await place.click();
        const soldOut = page.getByRole('dialog', { name: c.soldOut });
        await soldOut.getByRole('button', { name: c.checkCart }).click();
        await expect(page).toHaveURL(/\/restaurants\/r1001\/menus/);
        expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();
      });

      test('a new card with a past expiry (10/26 in November 2026) is refused on its field (SPEC §5 L288)', async ({
        page,
      }) => {
        await seedCheckout(page);
        const creates = recordPosts(page, '/v1/orders');
        const place = await openForm(page, lang, width);
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
    });
  }
}
