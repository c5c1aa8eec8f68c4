import { expect, test } from '@playwright/test';
import { chooseServing } from './item-helpers';

test('probe direct', async ({ page }) => {
  test.setTimeout(180000);
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 400)); });
  page.on('request', (r) => { if (r.url().includes('/api/')) console.log('REQ', r.url()); });
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('RES', r.status(), r.url()); });
  await chooseServing(page);
  await page.goto('/restaurants/r1001/menus/m-grand/items/i-karaage-bento');
  await page.waitForTimeout(15000);
  await page.screenshot({ path: '/tmp/item-direct.png' });
});
