import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from './fixtures';

/**
 * The one helper module of the Playwright suites (import `test`/`expect` from ./fixtures, helpers from here):
 * accessibility check, mock `Prefer`, seeding what earlier screens store, reading storage, and a few locators.
 */

// ---- accessibility ----

/**
 * No serious or critical axe violations on the page as it settles: finite CSS transitions and animations (a button
 * fading from disabled to enabled) are let finish first, so colour contrast is judged on the colours a customer
 * reads, not a frame in between. Endless ones (spinners, skeleton pulses) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // axe takes several seconds on the slow CI cores: give the calling test three times its timeout.
  test.slow();
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // still moving after 5 s: judge the page as it is
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The smallest tap target, in both directions (issue 16 item 14, issue 27 item 10). */
export const MIN_TAP_PX = 44;

/**
 * Every visible control in `scope` whose tap area is smaller than 44 × 44 px, as "name (w×h)": links, buttons,
 * inputs, selects, text areas, checkboxes, radios and elements with such a role. The tap area is the element's box,
 * except for a field, whose tap area is its outlined box (MUI's InputBase root: a tap anywhere in it focuses the
 * field); MUI's checkbox and radio inputs fill their 44 px touch ripple, so they are measured themselves. Controls
 * hidden from everyone (aria-hidden or inert subtrees, no box, visibility hidden) are left out.
 */
export async function smallTapTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      ...['button', 'link', 'checkbox', 'radio', 'tab', 'switch', 'combobox'].map((role) => `[role="${role}"]`),
    ].join(', ');
    const small: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const area = element.closest('.MuiInputBase-root') ?? element;
      const box = area.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name =
        element.getAttribute('aria-label') ??
        element.closest('label')?.textContent ??
        (element.textContent?.trim() || element.getAttribute('name') || element.tagName);
      small.push(`${name.trim()} (${Math.round(box.width)}×${Math.round(box.height)})`);
    }
    return small;
  }, MIN_TAP_PX);
}

// ---- the mock's Prefer header (README "Forcing an error example") ----

/** Forces a named Prism example, optionally only on calls whose API path starts with `pathPrefix`. */
export async function setMockPrefer(page: Page, value: string, pathPrefix?: string): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  const cookie = pathPrefix ? `${pathPrefix}|${value}` : value;
  await page
    .context()
    .addCookies([{ name: 'mock_prefer', value: encodeURIComponent(cookie), domain: url.hostname, path: '/' }]);
}

/** Back to the mock's normal answers. */
export async function clearMockPrefer(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'mock_prefer' });
}

// ---- seeding what earlier screens would have stored (once per tab: a reload reads what the app stored) ----

// The pages run under a strict CSP (no eval), so each seed is its own init script guarded by a per-tab flag.

/** The restaurant flow's choices before the menus: serving type and "now" as receive time (else the guard redirects). */
export async function chooseServing(page: Page, servingType: 'takeout' | 'eat_in' = 'takeout'): Promise<void> {
  await page.addInitScript((type) => {
    if (window.sessionStorage.getItem('e2e-seeded-serving')) return;
    window.sessionStorage.setItem('e2e-seeded-serving', '1');
    window.sessionStorage.setItem('servingType', JSON.stringify(type));
    window.sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  }, servingType);
}

/**
 * Waits until the page has hydrated: the footer's language select is enabled only then (it cannot apply a choice
 * before). Until then the page shows the server's render, e.g. labels at the server's minute, not the page clock's.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: /^(言語|Language|语言|語言)$/ })).toBeEnabled();
}

/** Puts `value` (an object, or a raw string to store as is) under local storage `cart` before the first page. */
export async function seedCart(page: Page, value: unknown): Promise<void> {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-seeded-cart')) return;
    window.sessionStorage.setItem('e2e-seeded-cart', '1');
    window.localStorage.setItem('cart', stored);
  }, raw);
}

// ---- reading what the app stored ----

/** A stored customization (nested as in the cart). */
export interface StoredCustomizeItem {
  itemId: string;
  quantity: number;
  customizeItems?: StoredCustomizeItem[];
}

/** The fields of the stored cart the suites look at. */
export interface StoredCart {
  restaurant: { id: string };
  servingType: string;
  orderItems: { itemId: string; quantity: number; customizeId: string; customizeItems?: StoredCustomizeItem[] }[];
  optionItems: { itemId: string; quantity: number }[];
}

/** The stored cart (local storage `cart`, with or without the expiry envelope), parsed; null when there is none. */
export async function storedCart(page: Page): Promise<StoredCart | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('cart'));
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  const value = parsed && typeof parsed === 'object' && 'value' in parsed ? parsed.value : parsed;
  return value as StoredCart | null;
}

/** The item ids chosen at the top level of a stored order item's customizations. */
export function chosenItemIds(line: { customizeItems?: StoredCustomizeItem[] } | undefined): string[] {
  return (line?.customizeItems ?? []).map((item) => item.itemId);
}

// ---- network ----

/** Every request from now on whose path matches `pattern` (the array fills as the page calls). */
export function apiRequests(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/**
 * How many calls to the app's API (`/api/…`) the page has in flight from now on: a test waits for 0 to judge a
 * settled page (every answer in, nothing pending) instead of sleeping for a while.
 */
export function apiCallsInFlight(page: Page): () => number {
  // The calls themselves, not a count: a call started before this (an earlier page's) may still end after it.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  const settle = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => inFlight.size;
}

// ---- locators and expectations shared by the item and cart suites ----

/** The shell snackbar (and the sheet's live mirror) shows `text`. */
export async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.MuiSnackbar-root').filter({ hasText: text })).toBeVisible();
}

/** The add-to-cart button (its name starts with the status label). */
export function addToCartButton(page: Page | Locator, label: string | RegExp = /^カートに追加/): Locator {
  return page.getByRole('button', { name: label });
}
