import { expect as fixturesExpect, test, type Route } from './fixtures';
import { choosePayment, openOrderForm, recordPosts, seedCheckout } from './checkout-helpers';

/** The complete page of whichever order the mock layer placed (it numbers orders itself: o-mock-0001 …). */
const COMPLETE = /\/restaurants\/r1001\/order\/o-[\w-]+\/complete$/;

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = fixturesExpect.configure({ timeout: 30_000 });

/**
 * Exactly one order per intent (issue 11 item 3): double taps and a reload during the call. A lost answer (found in
 * progress, or retried with the same key) is a component test (issue 28 item 7):
 * src/features/checkout/placing-refusals.test.tsx.
 */

test.describe('checkout: placing exactly once', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a triple tap and Enter repeats send one create call', async ({ page }) => {
    await seedCheckout(page);
    // The first create call is held until every tap and Enter is done: they all land while it is in flight.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/orders', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fallback();
    });
    const creates = recordPosts(page, '/v1/orders');
    const place = await openOrderForm(page);
    await choosePayment(page, '店頭でお支払い');
    await expect(place).toBeEnabled();
    await place.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.click();
    });
    await page.getByRole('textbox', { name: 'お名前' }).press('Enter');
    await page.getByRole('textbox', { name: 'お名前' }).press('Enter');
    await expect.poll(() => creates.length).toBe(1);
    release();
    await expect(page).toHaveURL(COMPLETE);
    expect(creates).toHaveLength(1);
  });

  test('a reload during the create call: the retry reuses the same idempotency key', async ({ page }) => {
    await seedCheckout(page);
    let held = true;
    await page.route('**/api/v1/orders', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (held) {
        held = false;
        return; // never answered: the page is reloaded while it runs
      }
      await route.fallback();
    });
    const creates = recordPosts(page, '/v1/orders');
    const place = await openOrderForm(page);
    await choosePayment(page, '店頭でお支払い');
    await place.click();
    await expect.poll(() => creates.length).toBe(1);
    await page.reload();
    const again = page.getByRole('button', { name: /^注文する ￥/ });
    await choosePayment(page, '店頭でお支払い');
    await again.click();
    await expect(page).toHaveURL(COMPLETE);
    expect(creates).toHaveLength(2);
    expect(new Set(creates.map((c) => c.idempotency_key)).size).toBe(1);
  });
});
