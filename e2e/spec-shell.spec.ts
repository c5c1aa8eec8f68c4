import { expect, test } from './fixtures';
import { COLA_LINE, storedCartOf } from '../src/test/cart-fixtures';
import { chooseServing, seedCart } from './helpers';

/**
 * Statements of SPEC 2 about the shell that no journey looks at on its own: the viewport, where the cart panel comes
 * from and when the header shows the menu-book button.
 */

test.describe.configure({ timeout: 180_000 });

test('the shell: a fixed viewport, the cart panel against the right edge of a wide screen, the menu-book button on the menu pages only (SPEC §2 L67a L73b L96)', async ({
  page,
  pageWith,
}) => {
  await test.step('the app shell uses a fixed, non-zoomable viewport', async () => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const content = /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content.split(/,\s*/)).toEqual(
      expect.arrayContaining(['width=device-width', 'initial-scale=1', 'maximum-scale=1', 'user-scalable=no']),
    );
  });

  await test.step('on a wide screen (1024 × 768) the cart panel slides in from the right: it sits against the right edge', async () => {
    const wide = await pageWith({ viewport: { width: 1024, height: 768 } });
    await seedCart(wide, storedCartOf('takeout', [COLA_LINE]));
    await wide.goto('/');
    await wide.getByRole('button', { name: /^カート（/ }).click();
    const panel = wide.getByRole('dialog', { name: /^カート/ });
    await expect(panel).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return { left: box.x > 0, right: Math.round(box.x + box.width) };
      })
      .toEqual({ left: true, right: 1024 });
  });

  await test.step('the header shows the menu-book button only where it is switched on: the menu pages', async () => {
    const phone = await pageWith();
    await chooseServing(phone, 'takeout');
    await phone.goto('/');
    await expect(phone.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'カート', exact: true })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'メニューブック' })).toHaveCount(0);
    await phone.goto('/restaurants/r1001/detail');
    await expect(phone.getByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'メニューブック' })).toHaveCount(0);
    await phone.goto('/restaurants/r1001/menus/m-grand?eating_location=takeout');
    await expect(phone.getByRole('heading', { level: 1, name: 'グランドメニュー' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'メニューブック' })).toBeVisible();
  });
});
