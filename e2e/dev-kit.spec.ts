import { expect, test, type BrowserContext, type Page } from './fixtures';

/** The dev kit against the mock: the scenario panel and `?mock=` links (src/features/dev-kit). */
const showDevKit = (context: BrowserContext) => context.clearCookies({ name: 'mock_devkit' });
const results = (page: Page) => page.getByRole('list', { name: '店舗一覧' });

test.describe('dev kit', () => {
  test('the scenario panel forces an error on a chosen call in three clicks', async ({ page, context }) => {
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

  test('a ?mock= link sets the scenario; the badge shows it and the panel offers the same link', async ({
    page,
    context,
  }) => {
    await showDevKit(context);
    await page.goto('/?mock=time:closed,brand:demoNoContact,op:listRestaurants:200:tokyoOnly');
    await expect(page).toHaveURL((url) => !url.searchParams.has('mock'));
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

  test('the journeys do not see the dev kit (e2e fixture cookie)', async ({ page }) => {
    await page.goto('/');
    await expect(results(page).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('button', { name: /モックのシナリオ/ })).toHaveCount(0);
  });
});
