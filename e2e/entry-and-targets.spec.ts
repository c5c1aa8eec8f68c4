import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, MIN_TAP_PX, smallTapTargets } from './helpers';
import { seedCheckout } from './checkout-helpers';

/**
 * Issue 27 items 8 and 10 at 320 × 568 and 412 × 915, in Japanese and English: the entry screens show the way in
 * without scrolling (the first restaurant on the brand top, この店舗で注文する on the restaurant detail), every
 * control of the customer's screens is a tap target of at least 44 × 44 px with no serious or critical axe finding.
 * The opening hours past midnight (item 8) are a component test (issue 28 item 7):
 * src/features/restaurant-flow/opening-hours-past-midnight.test.tsx.
 */

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test walks its screens at both sizes (and item 8 in both languages), one step each on a fresh page.
test.describe.configure({ timeout: 600_000 });

const SCREENS = [
  { width: 320, height: 568 },
  { width: 412, height: 915 },
] as const;
const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://localhost:3000';

const COPY = {
  ja: {
    restaurants: '店舗一覧',
    order: 'この店舗で注文する',
    hours: '営業時間',
    changeReceiveTime: '受取時間を変更する',
    categories: 'カテゴリー',
    cartButton: /^カート（\d+点）/,
    cart: /^カート/,
    cartLines: 'カートの商品',
    couponRow: /^使えるクーポン/,
    couponList: 'この店舗のクーポン',
    orderForm: '注文内容の確認',
    place: /^注文する/,
    history: '注文履歴',
    myMenu: 'マイメニューを開く',
    savedCards: '登録済みカード',
    expired: '期限切れ',
  },
  en: {
    restaurants: 'Restaurants',
    order: 'Order from this restaurant',
    hours: 'Opening hours',
    changeReceiveTime: 'Change ready time',
    categories: 'Categories',
    cartButton: /^Cart \(\d+ items?\)/,
    cart: /^Cart/,
    cartLines: 'Items in the cart',
    couponRow: /^Coupons you can use/,
    couponList: 'Coupons at this restaurant',
    orderForm: 'Review your order',
    place: /^Place order/,
    history: 'Order history',
    myMenu: 'Open my menu',
    savedCards: 'Saved cards',
    expired: 'Expired',
  },
} as const;
type Lang = keyof typeof COPY;

const AUTH = {
  accessToken: 'e2e-access',
  refreshToken: 'e2e-refresh',
  refreshTokenExpires: '2026-12-21T22:00:00+09:00',
  userName: '山田 花子',
};

async function useLanguage(page: Page, lang: Lang) {
  if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);
}

/** The element lies wholly inside the viewport, and the page was not scrolled to get there. */
async function expectOnFirstScreen(page: Page, element: Locator, label: string) {
  await expect(element, `${label} on screen without scrolling`).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY), `${label}: the page is not scrolled`).toBe(0);
}

/** No control smaller than 44 × 44 px in the header, the page and the footer (or in `scope`, a dialog). */
async function expectTapTargets(page: Page, label: string, scope?: Locator) {
  const parts = scope ? [scope] : [page.getByRole('banner'), page.getByRole('main'), page.getByRole('contentinfo')];
  const small = (await Promise.all(parts.map(smallTapTargets))).flat();
  expect(small, `${label}: controls smaller than ${MIN_TAP_PX} × ${MIN_TAP_PX} px`).toEqual([]);
}

/** Tap targets and axe on the screen once it settled (no skeleton left). */
async function checkScreen(page: Page, label: string, scope?: Locator) {
  await expect((scope ?? page.getByRole('main')).locator('.MuiSkeleton-root'), `${label} settled`).toHaveCount(0);
  await expectTapTargets(page, label, scope);
  await expectNoSeriousA11yViolations(page);
}

test('item 8: the first restaurant and この店舗で注文する show without scrolling, in Japanese and English at 320 × 568 and 412 × 915', async ({
  pageWith,
}) => {
  for (const lang of ['ja', 'en'] as const) {
    const copy = COPY[lang];
    for (const screen of SCREENS) {
      await test.step(`${lang} at ${screen.width} × ${screen.height}`, async () => {
        const page = await pageWith({ viewport: screen });

        await useLanguage(page, lang);
        await page.goto('/');
        const first = page.getByRole('list', { name: copy.restaurants }).getByRole('listitem').first();
        await expect(first).toBeVisible();
        await expectOnFirstScreen(page, first, 'brand top: the first restaurant card');
        // The brand's name is written once on the page (the header shows its logo).
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

        // Shibuya has a notice; Yokohama Minatomirai the longest name (two lines at 320 px).
        for (const id of ['r1001', 'r1003']) {
          await page.goto(`/restaurants/${id}/detail`);
          await expect(page.getByRole('table', { name: copy.hours })).toBeVisible();
          const order = page.getByRole('link', { name: copy.order });
          await expect(order).toHaveAttribute('href', `/restaurants/${id}/callback`);
          await expectOnFirstScreen(page, order, `${id} detail: ${copy.order}`);
        }
      });
    }
  }
});

for (const lang of ['ja', 'en'] as const) {
  const copy = COPY[lang];
  test(`item 10: every control is at least 44 × 44 px, and axe finds nothing serious, on the customer screens (${lang}, at 320 × 568 and 412 × 915)`, async ({
    pageWith,
  }) => {
    for (const screen of SCREENS) {
      await test.step(`at ${screen.width} × ${screen.height}`, async () => {
        const page = await pageWith({ viewport: screen });
        const context = page.context();

        await useLanguage(page, lang);
        await seedCheckout(page, { couponCode: null });

        await page.goto('/');
        await expect(page.getByRole('list', { name: copy.restaurants }).getByRole('listitem')).toHaveCount(6);
        await checkScreen(page, 'brand top');

        await page.goto('/restaurants/r1001/detail');
        await expect(page.getByRole('table', { name: copy.hours })).toBeVisible();
        await checkScreen(page, 'restaurant detail');

        await page.goto('/restaurants/r1001/menus?eating_location=takeout');
        await expect(page.getByRole('link', { name: copy.changeReceiveTime })).toBeVisible();
        await checkScreen(page, 'menu list');

        await page.goto('/restaurants/r1001/menus/m-grand?eating_location=takeout');
        await expect(page.getByRole('navigation', { name: copy.categories })).toBeVisible();
        await checkScreen(page, 'menu');

        await page.getByRole('banner').getByRole('button', { name: copy.cartButton }).click();
        const cart = page.getByRole('dialog', { name: copy.cart });
        await expect(cart.getByRole('list', { name: copy.cartLines }).getByRole('listitem')).not.toHaveCount(0);
        await checkScreen(page, 'cart', cart);

        await cart.getByRole('button', { name: copy.couponRow }).click();
        const coupons = page.getByRole('dialog', { name: copy.couponList });
        await expect(coupons.getByRole('listitem').first()).toBeVisible();
        await checkScreen(page, 'coupon list', coupons);

        await page.goto('/restaurants/r1001/order');
        await expect(page.getByRole('heading', { level: 1, name: copy.orderForm })).toBeVisible();
        await expect(page.getByRole('button', { name: copy.place })).toBeVisible();
        await checkScreen(page, 'order form');

        // A logged-in customer: the order history, and the saved cards with their 期限切れ chip.
        await context.addCookies([{ name: 'mock_scenario', value: 'listOrders:200:history', url: baseUrl() }]);
        await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), AUTH);
        await page.goto('/orders');
        await expect(page.getByRole('heading', { level: 1, name: copy.history })).toBeVisible();
        await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).not.toHaveCount(0);
        await checkScreen(page, 'order history');

        await page.getByRole('button', { name: copy.myMenu }).click();
        await page.getByRole('button', { name: copy.savedCards }).click();
        const cards = page.getByRole('dialog', { name: copy.savedCards });
        await expect(cards.getByText(copy.expired, { exact: true })).toBeVisible();
        await checkScreen(page, 'saved cards', cards);
      });
    }
  });
}
