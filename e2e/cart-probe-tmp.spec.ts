import { test } from '@playwright/test';
test('probe', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('/');
  await page.waitForTimeout(8000);
  await page.screenshot({ path: '/tmp/cart-probe.png' });
  console.log(await page.locator('body').evaluate((b) => [...b.children].map((c) => c.outerHTML.slice(0, 300)).join('\n---\n')));
});
