import { expect, test, type Page } from './fixtures';
import { chooseServing } from './helpers';
import { surface } from './surface';

// Every page's first HTML is hydrated, not thrown away: a hydration mismatch (React #418) makes React discard the
// server's HTML and render the whole page again in the browser, a long blocking task on a phone, while the page looks
// the same. The restaurant's footer showed one (its inquiry area read the restaurant before the server had it, and
// after the browser had it: src/server/ShellData.tsx). The race depended on timing, so every address is loaded in
// full twice, after the brand top as a customer arriving from the brand's list does (its scripts then come from the
// cache and the page hydrates sooner).

const R = '/restaurants/r1001';
const ADDRESSES = [
  `${R}/detail`,
  `${R}/eating_locations`,
  `${R}/select_receivetime`,
  `${R}/menus`,
  `${R}/menus/m-grand`,
  `${R}/menus/m-grand/items/i-karaage-bento`,
  `${R}/order`,
  `${R}/terms_of_sale`,
  '/orders',
  '/privacy_policy',
];

/**
 * Waits until React has hydrated the page: its main area is React's, and the browser has had an idle moment since.
 * (helpers' expectHydrated reads the footer's language select, which the order form does not show.)
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

test('every page hydrates the HTML the server sent: no React #418, loaded in full after the brand top', async ({
  page,
}) => {
  // Takeout, as soon as possible: the menu pages show their menus instead of sending the customer back to choose.
  await chooseServing(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message.slice(0, 60)}`));
  for (const round of [1, 2]) {
    for (const address of ['/', ...ADDRESSES]) {
      await test.step(`round ${round}: ${address}`, async () => {
        await page.goto(address);
        await expect.poll(() => surface(page)).toBe('settled');
        await hydrated(page);
      });
    }
  }
  expect(errors).toEqual([]);
});
