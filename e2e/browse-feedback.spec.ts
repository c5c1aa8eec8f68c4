import { expect as baseExpect, test, type Page } from './fixtures';
import { addToCartButton, apiCallsInFlight, chooseServing, expectHydrated, seedCart } from './helpers';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';

/**
 * Issue 16, "Feedback and clarity" (items 9–11) and the header radio's way back: a tap answers at once, adding to
 * the cart confirms itself and leaves a cart bar on the menu pages, the category tabs stay at the top and follow the
 * scroll, and the page keeps its place when the sheet closes. In Japanese and English; elements by role and name.
 */

// The shared CI cores are slow: a patience limit for answers to show, not a retry.
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test walks several screens or languages, one step each (a fresh page per step).
test.describe.configure({ timeout: 300_000 });

const MENU = '/restaurants/r1001/menus/m-grand?eating_location=takeout';

async function useEnglish(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('item 10: adding to the cart confirms itself; a cart bar opens the cart, in Japanese and English', async ({
  pageWith,
  baseURL,
}) => {
  await test.step('Japanese: "カートに追加しました", then "カートを見る · 1点 · ￥200" at the bottom, its band reserved', async () => {
    const page = await pageWith();
    await chooseServing(page, 'takeout');
    const inFlight = apiCallsInFlight(page);

    await page.goto(MENU);
    await expect(page.getByRole('link', { name: /^コーラ/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^カートを見る/ })).toHaveCount(0);
    // The menu comes with the first HTML; a new visitor has no order in progress (the mock keeps each visitor's own
    // orders), so no in-progress banner takes room: measure once the page has asked and settled.
    await expectHydrated(page);
    await expect.poll(inFlight).toBe(0);
    await expect(page.getByRole('complementary', { name: '進行中の注文' })).toHaveCount(0);
    const before = await pageHeight(page);

    await page
      .getByRole('link', { name: /^コーラ/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: 'コーラ' });
    await addToCartButton(sheet).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'カートに追加しました' })).toBeVisible();
    const bar = page.getByRole('button', { name: 'カートを見る · 1点 · ￥200' });
    await expect(bar).toBeVisible();
    // The bar sits at the bottom of the screen and the page did not grow: its band was there from the first paint.
    const box = (await bar.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await pageHeight(page)).toBe(before);

    await bar.click();
    const panel = page.getByRole('dialog', { name: 'カート（1点）' });
    await expect(panel.getByText('コーラ')).toBeVisible();
  });
  await test.step('English: "View cart · 2 items · ¥400" on the menu list and the menu page', async () => {
    const page = await pageWith();
    await chooseServing(page, 'takeout');

    await useEnglish(page, baseURL);
    await seedCart(page, storedCartOf('takeout', [{ ...COLA_LINE, quantity: 2 }]));
    await page.goto('/restaurants/r1001/menus?eating_location=takeout');
    await expect(page.getByRole('button', { name: 'View cart · 2 items · ¥400' })).toBeVisible();
    await page.goto(MENU);
    const bar = page.getByRole('button', { name: 'View cart · 2 items · ¥400' });
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(page.getByRole('dialog', { name: 'Cart (2 items)' })).toBeVisible();
  });
});

test('items 9 and 11: a tap answers at once, the menus navigate like a menu, the header radio returns where the customer was (SPEC §4 L241)', async ({
  pageWith,
  baseURL,
}) => {
  await test.step('item 9: the sheet opens with the item skeleton at its final size while the item loads', async () => {
    const page = await pageWith();
    await chooseServing(page, 'takeout');

    await page.goto(MENU);
    const link = page.getByRole('link', { name: /^唐揚げ弁当/ }).first();
    await expect(link).toBeVisible();
    // Hold the item's answer: the sheet must not wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/restaurants/r1001/menus/m-grand/items/**', async (route) => {
      await held;
      await route.continue();
    });
    await link.click();
    const loading = page.getByRole('dialog', { name: '商品を読み込み中' });
    await expect(loading).toBeVisible();
    const skeleton = loading.getByRole('status').filter({ hasText: '商品を読み込み中' });
    await expect(skeleton).toBeVisible();
    await expect(loading.getByRole('button', { name: '閉じる' })).toBeVisible();
    // The route's loading sheet hands over to the item sheet's own loading state (same frame, same skeleton): measure
    // the skeleton's image place once it is on screen, whichever of the two shows it.
    const skeletonImagePlace = skeleton.locator('> *').nth(1);
    await expect(skeletonImagePlace).toBeVisible();
    let skeletonImage: { width: number; height: number } | null = null;
    await expect.poll(async () => (skeletonImage = await skeletonImagePlace.boundingBox())).not.toBeNull();
    release();

    const sheet = page.getByRole('dialog', { name: '唐揚げ弁当' });
    await expect(sheet.getByRole('img', { name: '唐揚げ弁当' })).toBeVisible();
    const image = (await sheet.getByRole('img', { name: '唐揚げ弁当' }).boundingBox())!;
    expect(image.width).toBeLessThanOrEqual(374);
    // The skeleton held the image's final place and size (SPEC 2: 374 px).
    expect(Math.abs(image.width - skeletonImage!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(image.height - skeletonImage!.height)).toBeLessThanOrEqual(1);
  });
  for (const lang of ['ja', 'en'] as const) {
    await test.step(`item 11, ${lang}: the category tabs stay at the top and follow the scroll`, async () => {
      const page = await pageWith();

      if (lang === 'en') await useEnglish(page, baseURL);
      await chooseServing(page, 'takeout');
      await page.goto(MENU);
      const tabs = page.getByRole('navigation', { name: lang === 'ja' ? 'カテゴリー' : 'Categories' });
      const drinks = tabs.getByRole('link', { name: lang === 'ja' ? 'ドリンク' : 'Drinks' });
      await expect(drinks).toBeVisible();
      const first = tabs.getByRole('link', { name: lang === 'ja' ? 'お弁当' : 'Bento' });
      await expect(first).toHaveAttribute('aria-current', 'true');
      const chip = (await drinks.boundingBox())!;
      expect(chip.height, 'a tab is a 44 px tap target').toBeGreaterThanOrEqual(44);

      await drinks.click();
      await expect(drinks).toHaveAttribute('aria-current', 'true');
      expect(new URL(page.url()).hash, 'a tab adds no history entry').toBe('');
      await expect(first).not.toHaveAttribute('aria-current', 'true');
      // Issue 27 item 2: the header scrolls away; the tabs stick at the top of the screen.
      await expect(page.getByRole('banner')).not.toBeInViewport();
      const nav = (await tabs.boundingBox())!;
      expect(Math.abs(nav.y), 'the tabs stick at the top of the screen').toBeLessThanOrEqual(1);
      const heading = (await page
        .getByRole('heading', { level: 2, name: lang === 'ja' ? 'ドリンク' : 'Drinks' })
        .boundingBox())!;
      expect(heading.y, 'the category heading is not hidden under the tabs').toBeGreaterThanOrEqual(nav.y + nav.height);
    });
  }
  await test.step('item 11: the page keeps its place when the sheet closes (close button and after an add)', async () => {
    const page = await pageWith();

    await chooseServing(page, 'takeout');
    await page.goto(MENU);
    const tabs = page.getByRole('navigation', { name: 'カテゴリー' });
    await tabs.getByRole('link', { name: 'ドリンク' }).click();
    const cola = page.getByRole('link', { name: /^コーラ/ }).first();
    await expect(cola).toBeInViewport();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);

    await cola.click();
    const sheet = page.getByRole('dialog', { name: 'コーラ' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: '閉じる' }).click();
    await expect(sheet).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    await cola.click();
    await addToCartButton(page.getByRole('dialog', { name: 'コーラ' })).click();
    await expect(page.getByRole('button', { name: /^カートを見る/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
  await test.step('the header radio: eat-in → takeout on a menu page, a time chosen → back on that menu page', async () => {
    const page = await pageWith();

    await chooseServing(page, 'eat_in');
    await page.goto('/restaurants/r1001/menus/m-grand?eating_location=eat-in');
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    // The radio reacts once the page has hydrated (a tap before that is lost: noted in issue 29's closing note).
    await expectHydrated(page);
    // click, not check(): the radio leaves the page at once, and check() would wait for it to read its state.
    await page.getByRole('radio', { name: 'お持ち帰り' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/select_receivetime\?/);
    await page.getByRole('radio', { name: '受取時間を指定する' }).check();
    await page.getByRole('combobox', { name: '受取時間' }).selectOption({ label: '24:30' });
    await page.getByRole('button', { name: 'この受取時間で進む' }).click();
    await expect(page).toHaveURL(/\/restaurants\/r1001\/menus\/m-grand(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
  });
});
