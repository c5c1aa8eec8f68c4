import { expect as baseExpect, test, type BrowserContext, type Page } from './fixtures';
import { openOrderForm, seedCheckout } from './checkout-helpers';

/** The dev kit against the mock: the scenario panel and `?mock=` links (src/features/dev-kit). */
const showDevKit = (context: BrowserContext) => context.clearCookies({ name: 'mock_devkit' });
const results = (page: Page) => page.getByRole('list', { name: '店舗一覧' });

// The shared CI cores are slow: a patience limit for answers to show, not a retry. Each test walks several screens.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/**
 * What the dev kit's button covers, as the page is shown now: the visible interactive elements (buttons, links,
 * form fields) and the opening-hours table whose boxes intersect the button's box on screen, where the button is the
 * one painted on top (a fixed bar of the app passing over the button covers nothing of the app's). Empty when it
 * covers nothing.
 */
async function coveredByDevKit(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: /モックのシナリオ/ });
  await expect(button).toBeVisible();
  return button.evaluate((own) => {
    const box = own.getBoundingClientRect();
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    /** Whether the button is on top anywhere in the on-screen part of its overlap with `other` (sampled). */
    const coversPartOf = (other: DOMRect) => {
      const left = Math.max(box.left, other.left, 0);
      const right = Math.min(box.right, other.right, window.innerWidth);
      const top = Math.max(box.top, other.top, 0);
      const bottom = Math.min(box.bottom, other.bottom, window.innerHeight);
      if (other.width === 0 || other.height === 0 || left >= right || top >= bottom) return false;
      const xs = [left + 0.5, (left + right) / 2, right - 0.5];
      const ys = [top + 0.5, (top + bottom) / 2, bottom - 0.5];
      return xs.some((x) =>
        ys.some((y) => {
          const topmost = document.elementFromPoint(x, y);
          return topmost !== null && own.contains(topmost);
        }),
      );
    };
    const interactive = 'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], table';
    return [...document.querySelectorAll(interactive)]
      .filter((element) => element !== own && !own.contains(element) && !element.contains(own) && visible(element))
      .filter((element) => coversPartOf(element.getBoundingClientRect()))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/**
 * Checks at every half-screen scroll step from the top of the page to its end (a fixed button would land on whatever
 * scrolls under it), and that the button is reachable at the end.
 */
async function expectCoversNothing(page: Page) {
  // The dev kit is loaded once the page is idle (src/mock/dev-kit/LazyDevKit.tsx): the sweep starts once it is there.
  await expect(page.getByRole('button', { name: /モックのシナリオ/ })).toBeAttached();
  const { scrollHeight, step } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    step: Math.max(100, Math.floor(window.innerHeight / 2)),
  }));
  for (let y = 0; y < scrollHeight + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await coveredByDevKit(page), `scrolled to ${y}`).toEqual([]);
  }
  // At the end of the page it is shown in full, clear of the fixed bars.
  const button = page.getByRole('button', { name: /モックのシナリオ/ });
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(
    await button.evaluate((own) => {
      const box = own.getBoundingClientRect();
      const topmost = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      return topmost !== null && own.contains(topmost);
    }),
  ).toBe(true);
}

test('the dev kit: the journeys do not see it; its scenario panel forces an error in three clicks; a ?mock= link sets the scenario', async ({
  page,
  pageWith,
}) => {
  await test.step('the journeys do not see the dev kit (e2e fixture cookie)', async () => {
    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('button', { name: /モックのシナリオ/ })).toHaveCount(0);
  });
  await test.step('the scenario panel forces an error on a chosen call in three clicks', async () => {
    const page = await pageWith();
    const context = page.context();

    await showDevKit(context);
    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);

    await page.getByRole('button', { name: 'モックのシナリオ' }).click(); // 1
    const panel = page.getByRole('dialog', { name: 'モックのシナリオ' });
    const search = panel.getByRole('combobox', { name: '呼び出しと応答' });
    await expect(search).toBeFocused();
    await page.keyboard.type('listRestaurants 429');
    await page.getByRole('option', { name: /429 tooManyRequests/ }).click(); // 2
    await panel.getByRole('button', { name: '適用' }).click(); // 3

    await expect(page.getByText('アクセスが集中しています').first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'モックのシナリオ: listRestaurants 429 tooManyRequests' }),
    ).toBeVisible();

    await page.getByRole('button', { name: /モックのシナリオ/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'すべて戻す' }).click();
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
  });
  await test.step('a ?mock= link sets the scenario; the badge shows it and the panel offers the same link', async () => {
    const page = await pageWith();
    const context = page.context();

    await showDevKit(context);
    // The dev kit applies the link once the page has hydrated and loads the same address again without it: wait for
    // that second page to load, however long the first one takes (its own load may not even come first).
    await page.goto('/?mock=time:closed,brand:demoNoContact,op:listRestaurants:200:tokyoOnly', { waitUntil: 'commit' });
    await page.waitForURL((url) => !url.searchParams.has('mock'));
    const badge = page.getByRole('button', {
      name: 'モックのシナリオ: listRestaurants 200 tokyoOnly · closed · demoNoContact',
    });
    await expect(badge).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(1);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.mock_time).toBe('closed');
    expect(decodeURIComponent(cookies.mock_prefer ?? '')).toBe('/v1/brands/|example=demoNoContact');

    await badge.click();
    const link = page.getByRole('dialog').getByRole('textbox', { name: 'リンクをコピー' });
    await expect(link).toHaveValue(
      /\?mock=op%3AlistRestaurants%3A200%3AtokyoOnly%2Ctime%3Aclosed%2Cbrand%3AdemoNoContact$/,
    );
  });
});

// Issue 27 item 11: the button never covers content (the opening hours, the order form's controls and bottom bar).
test('the dev kit button covers nothing at 320×568 and 412×915: the restaurant detail page (opening hours included), the order form with a cart (coupon list and order button bar included)', async ({
  pageWith,
}) => {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 412, height: 915 },
  ]) {
    await test.step(`${viewport.width}×${viewport.height}: the restaurant detail page`, async () => {
      const page = await pageWith({ viewport });
      const context = page.context();

      await showDevKit(context);
      await page.goto('/restaurants/r1001/detail');
      await expect(page.getByRole('table', { name: '営業時間' }).getByRole('row')).not.toHaveCount(0);
      await expectCoversNothing(page);
    });
    await test.step(`${viewport.width}×${viewport.height}: the order form with a cart`, async () => {
      const page = await pageWith({ viewport });
      const context = page.context();

      await showDevKit(context);
      await seedCheckout(page, { loggedIn: true }); // logged in: the coupon list shows
      await openOrderForm(page);
      await expectCoversNothing(page);
      // The panel still opens from it.
      await page.getByRole('button', { name: /モックのシナリオ/ }).click();
      await expect(page.getByRole('dialog', { name: 'モックのシナリオ' })).toBeVisible();
    });
  }
});
