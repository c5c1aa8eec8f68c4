import { expect, test } from './fixtures';

/** Day-one smoke test: the built app, on Prism, shows the mock brand's name on the home page. */
test('the home page shows the mock brand name', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeVisible();
  await expect(page).toHaveTitle(/デモ食堂/);
});
