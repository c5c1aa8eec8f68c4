import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';
import { expectNoSeriousA11yViolations, seedCart } from './helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 27 item 5: the cart opens on its lines, then ONE coupon row 使えるクーポン (n) that opens the restaurant's
 * coupon list, where the unusable coupons are greyed with their reason and only the usable ones have 使う. Against
 * `next start` + the mock (brand demo, r1001, page clock 2026-11-21 22:00 JST, a guest): of the mock's 8 coupons,
 * WELCOME100, SPEND2000, KARAAGEFREE and SCORE10 are usable; XMAS2026 (from 12/20), SUMMER2026 (expired), MEMBER300
 * (members only) and LIMIT1 (limit reached) are not (mocks/README.md, domain/coupon-list.ts); each group keeps the
 * server's order.
 */

const bento = {
  customizeId: 'c-7f3a9e21',
  itemId: 'i-karaage-bento',
  version: 3,
  quantity: 1,
  name: '唐揚げ弁当',
  nameLanguages: [{ code: 'en', text: 'Karaage bento' }],
  imageUrl: '/mock-images/items/karaage-bento.svg',
  price: 890,
  menuId: 'm-grand',
  state: 'OnSale',
  customizeItems: [
    { itemId: 'ci-rice-large', version: 1, quantity: 1, name: '大盛り', price: 100, customizeGroupId: 'g-kb-rice' },
  ],
};

const COPY = {
  ja: {
    cart: /^カート/,
    firstLine: '唐揚げ弁当',
    row: '使えるクーポン（4）',
    dialog: 'この店舗のクーポン',
    usable: '使えるクーポン',
    unusable: '今は使えないクーポン',
    use: (name: string) => `${name}を使う`,
    usableNames: ['はじめてクーポン 100円引き', '2,000円以上で200円引き', '唐揚げ1個無料', 'ポイント10倍'],
    greyed: [
      ['会員限定300円引き', '会員限定です。ログインすると使えます'],
      ['クリスマス300円引き', '12月20日(日)から使えます'],
      ['夏の50円引き', '有効期限が切れています'],
      ['1回限り500円引き', '利用回数の上限に達しています'],
    ],
    bar: 'クーポン適用で￥100引き',
    closeList: 'クーポン一覧を閉じる',
  },
  en: {
    cart: /^Cart/,
    firstLine: 'Karaage bento',
    row: 'Coupons you can use (4)',
    dialog: 'Coupons at this restaurant',
    usable: 'Coupons you can use',
    unusable: 'Not usable now',
    use: (name: string) => `Use ${name}`,
    usableNames: ['Welcome: 100 yen off', '200 yen off orders of 2,000 yen or more', 'One free karaage', '10x points'],
    greyed: [
      ['Members only: 300 yen off', 'Members only: log in to use it'],
      ['Christmas: 300 yen off', 'Valid from Sun, Dec 20'],
      ['Summer: 50 yen off', 'Expired'],
      ['One-time 500 yen off', 'Already used as many times as allowed'],
    ],
    bar: /^Coupon applied: [¥￥]100 off$/,
    closeList: 'Close the coupon list',
  },
} as const;

async function openCart(page: Page, lang: keyof typeof COPY): Promise<Locator> {
  await seedCart(page, storedCartOf('takeout', [bento, COLA_LINE]));
  await page.goto('/');
  await page.getByRole('button', { name: COPY[lang].cart }).click();
  const panel = page.getByRole('dialog', { name: COPY[lang].cart });
  await expect(panel).toBeVisible();
  return panel;
}

for (const lang of ['ja', 'en'] as const) {
  test.describe(`the cart's coupons, ${lang}`, () => {
    test.use({ viewport: { width: 320, height: 568 } });
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    });

    test('lines first, then one coupon row; the list greys the unusable ones with their reason, closes, and applies one (320 and 412 px)', async ({
      page,
    }) => {
      const copy = COPY[lang];
      const panel = await openCart(page, lang);
      const list = page.getByRole('dialog', { name: copy.dialog });
      for (const [width, height] of [
        [320, 568],
        [412, 915],
      ] as const) {
        await test.step(`at ${width}×${height}: the lines come first, then one coupon row with the count; no 使う in the cart itself`, async () => {
          await page.setViewportSize({ width, height });
          const lines = panel.getByRole('list', { name: lang === 'ja' ? 'カートの商品' : 'Items in the cart' });
          const first = lines.getByRole('heading', { name: copy.firstLine });
          await expect(first).toBeInViewport();
          const row = panel.getByRole('button', { name: copy.row });
          await expect(row).toBeVisible();
          const linesBox = (await lines.boundingBox())!;
          const rowBox = (await row.boundingBox())!;
          expect(rowBox.y).toBeGreaterThanOrEqual(linesBox.y + linesBox.height);
          // Issue 27 item 10: the row is a full target.
          expect(rowBox.height).toBeGreaterThanOrEqual(44);
          await expect(panel.getByRole('button', { name: copy.use(copy.usableNames[0]) })).toHaveCount(0);
          await expect(panel.getByRole('heading', { name: copy.dialog })).toHaveCount(0);
        });
        await test.step(`at ${width}×${height}: the row opens the list: usable ones with 使う, the others greyed with their reason; its close button leaves the cart as it was`, async () => {
          await panel.getByRole('button', { name: copy.row }).click();
          await expect(list).toBeVisible();
          const usable = list.getByRole('list', { name: copy.usable }).getByRole('listitem');
          await expect(usable).toHaveCount(copy.usableNames.length);
          for (const name of copy.usableNames)
            await expect(list.getByRole('button', { name: copy.use(name) })).toBeVisible();
          const greyed = list.getByRole('list', { name: copy.unusable }).getByRole('listitem');
          await expect(greyed).toHaveCount(copy.greyed.length);
          for (const [index, [name, reason]] of copy.greyed.entries()) {
            const item = greyed.nth(index);
            await expect(item).toContainText(name);
            await expect(item).toContainText(reason);
            await expect(item.getByRole('button', { name: copy.use(name), exact: true })).toHaveCount(0);
            // Greyed: a grey row, text in the secondary colour (never a lowered opacity).
            expect(await item.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 245, 245)');
            expect(await item.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
          }
          // Nothing in the list is wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if ((lang === 'ja' && width === 320) || (lang === 'en' && width === 412))
            await expectNoSeriousA11yViolations(page);
          await list.getByRole('button', { name: copy.closeList }).click();
          await expect(list).toBeHidden();
          await expect(panel).toBeVisible();
          expect(await page.evaluate(() => localStorage.getItem('coupon_code'))).toBeNull();
        });
      }
      await test.step('applying a usable coupon closes the list and the coupon bar shows the discount', async () => {
        await panel.getByRole('button', { name: copy.row }).click();
        await list.getByRole('button', { name: copy.use(copy.usableNames[0]) }).click();
        await expect(list).toBeHidden();
        await expect(panel.getByRole('status', { name: lang === 'ja' ? 'クーポン' : 'Coupon' })).toHaveText(copy.bar);
      });
    });
  });
}
