import { expect, test } from './fixtures';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';
import { chooseServing, seedCart } from './helpers';

/**
 * Statements of SPEC 2 about the shell that no journey looks at on its own: the viewport, where the cart panel comes
 * from and when the header shows the menu-book button.
 */

test('the app shell uses a fixed, non-zoomable viewport (SPEC §2 L73b)', async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const content = /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(content.split(/,\s*/)).toEqual(
    expect.arrayContaining(['width=device-width', 'initial-scale=1', 'maximum-scale=1', 'user-scalable=no']),
  );
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the cart panel slides in from the right: it sits against the right edge (SPEC §2 L96)', async ({ page }) => {
    await seedCart(page, storedCartOf('takeout', [COLA_LINE]));
    await page.goto('/');
    await page.getByRole('button', { name: /^カート（/ }).click();
    const panel = page.getByRole('dialog', { name: /^カート/ });
    await expect(panel).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return { left: box.x > 0, right: Math.round(box.x + box.width) };
      })
      .toEqual({ left: true, right: 1024 });
  });
});

test('the header shows the menu-book button only where it is switched on: the menu pages (SPEC §2 L67a)', async ({
  page,
}) => {
  await chooseServing(page, 'takeout');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'カート', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'メニューブック' })).toHaveCount(0);
  await page.goto('/restaurants/r1001/detail');
  await expect(page.getByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'メニューブック' })).toHaveCount(0);
  await page.goto('/restaurants/r1001/menus/m-grand?eating_location=takeout');
  await expect(page.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'メニューブック' })).toBeVisible();
});
