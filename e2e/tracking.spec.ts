import { expect, test, type Page, type Request } from './fixtures';
import { addToCartButton, chooseServing, storedCart } from './helpers';

/**
 * Tracking in a real browser (issue 31): page views with SPEC 2's page kinds and SPEC 4's add-to-cart events reach
 * `POST /telemetry` in batches, with the user agent in SPEC 9's 90-character chunks.
 */

test.describe.configure({ timeout: 240_000 });

interface Batch {
  v: number;
  events: { type: string; kind?: string; path?: string; name?: string; itemId?: string; quantity?: number }[];
  ua: string[];
}

/** Every telemetry batch the page sends from now on (beacons, or fetch with keepalive). */
function recordBatches(page: Page): Batch[] {
  const batches: Batch[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/telemetry') return;
    batches.push(JSON.parse(request.postData() ?? '{}') as Batch);
  });
  return batches;
}

/** Sends what is queued now (the page is hidden: the app flushes at once). */
async function flush(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
}

const KARAAGE = '/restaurants/r1001/menus/m-grand/items/i-karaage-bento';

test('tracking: page views carry their page kind with the user agent in 90-character chunks; adding and editing record their events (SPEC §2 L52 §4 L219 §9 L434b)', async ({
  pageWith,
}) => {
  await test.step('page views carry their SPEC 2 page kind, and the user agent goes in 90-character chunks', async () => {
    const page = await pageWith();

    const batches = recordBatches(page);
    await chooseServing(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/restaurants/r1001/menus?eating_location=takeout');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await flush(page);
    await expect
      .poll(() => batches.flatMap((b) => b.events).filter((e) => e.type === 'page'))
      .toContainEqual({
        type: 'page',
        kind: 'Menus',
        path: '/restaurants/r1001/menus',
      });

    const userAgent = await page.evaluate(() => navigator.userAgent);
    for (const batch of batches) {
      expect(batch.ua.join('')).toBe(userAgent.slice(0, 540));
      expect(batch.ua.slice(0, -1).every((chunk) => chunk.length === 90)).toBe(true);
      expect(batch.ua.at(-1)!.length).toBeLessThanOrEqual(90);
    }
  });
  await test.step('adding records addToCartFromItem, editing a cart line records editItem', async () => {
    const page = await pageWith();

    const batches = recordBatches(page);
    await chooseServing(page);
    await page.goto(KARAAGE);
    await addToCartButton(page).click();
    await expect(page).toHaveURL(/\/menus\/m-grand\?/);
    await flush(page);
    const events = () => batches.flatMap((b) => b.events).filter((e) => e.type === 'event');
    await expect
      .poll(events)
      .toEqual([expect.objectContaining({ name: 'addToCartFromItem', itemId: 'i-karaage-bento', quantity: 1 })]);

    const line = (await storedCart(page))!.orderItems[0]!;
    await page.goto(`${KARAAGE}?customizeId=${line.customizeId}`);
    await page.getByRole('button', { name: /^カートを更新/ }).click();
    await expect(page).toHaveURL(/\/menus\/m-grand\?/);
    await flush(page);
    await expect.poll(() => events().map((event) => event.name)).toEqual(['addToCartFromItem', 'editItem']);
  });
});
