import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';

/** Session choices so the callback guard lets the item pages render (takeout now, or eat-in). */
export async function chooseServing(page: Page, servingType: 'takeout' | 'eat_in' = 'takeout'): Promise<void> {
  await page.addInitScript((type) => {
    if (!sessionStorage.getItem('servingType')) sessionStorage.setItem('servingType', JSON.stringify(type));
    if (!sessionStorage.getItem('selectReceiveTimes')) {
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    }
  }, servingType);
}

/** Forces a named Prism example, optionally only on calls whose API path starts with `pathPrefix`. */
export async function setMockPrefer(page: Page, value: string, pathPrefix?: string): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  const cookie = pathPrefix ? `${pathPrefix}|${value}` : value;
  await page.context().addCookies([{ name: 'mock_prefer', value: encodeURIComponent(cookie), domain: url.hostname, path: '/' }]);
}

export async function clearMockPrefer(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'mock_prefer' });
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The stored cart (local storage `cart`), parsed. */
export async function storedCart(page: Page): Promise<{ restaurant: { id: string }; servingType: string; orderItems: { itemId: string; quantity: number; customizeId: string; customizeItems?: unknown[] }[] } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { value?: unknown };
    return (parsed && typeof parsed === 'object' && 'value' in parsed ? parsed.value : parsed) as never;
  });
}

/** The shell snackbar (and the sheet's live mirror) shows `text`. */
export async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.MuiSnackbar-root').filter({ hasText: text })).toBeVisible();
}

/** The add-to-cart button (its name starts with the status label). */
export function addToCartButton(page: Page | Locator, label: string | RegExp = /^カートに追加/) {
  return page.getByRole('button', { name: label });
}
