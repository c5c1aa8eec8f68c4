import { expect, test } from '../fixtures';
import { seedCheckout } from '../checkout-helpers';
import { act } from './acts';
import { type Before, capture, LANGUAGES, record, type Shot, shownBefore } from './capture';
import { surfaces } from './surfaces';

/**
 * The error gallery (`npm run gallery`): every designed error surface in the four languages, one screenshot each,
 * plus a JSON entry per surface that scripts/gallery.mjs turns into index.html. A surface fails when it shows a raw
 * code, a translation key, or no error surface at all. The client-side conditions of SPEC 8 are in
 * client-conditions.gallery.ts.
 */
test.describe.configure({ timeout: 180_000 });

for (const surface of surfaces()) {
  test(`${surface.screen}: ${surface.operationId} ${surface.status} ${surface.example}`, async ({
    page,
    context,
    baseURL,
  }) => {
    const url = baseURL ?? 'http://localhost:3000';
    const scenario =
      surface.operationId === 'getBrand'
        ? {
            name: 'mock_prefer',
            value: encodeURIComponent(`/v1/brands/|code=${surface.status}, example=${surface.example}`),
          }
        : { name: 'mock_scenario', value: `${surface.operationId}:${surface.status}:${surface.example}` };
    await context.addCookies([{ ...scenario, url }]);
    if (surface.prefer)
      await context.addCookies([{ name: 'mock_prefer', value: encodeURIComponent(surface.prefer), url }]);
    await page.addInitScript(() => {
      sessionStorage.setItem('servingType', JSON.stringify('takeout'));
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    });
    const shots: Record<string, Shot> = {};
    for (const lang of LANGUAGES) {
      await context.addCookies([{ name: 'lang', value: lang, url }]);
      // Each language starts from the same cart (an error may have emptied it): a fresh seed per round.
      if (surface.seeded) {
        await page.goto('/privacy_policy');
        await page.evaluate(() => sessionStorage.removeItem('e2e-checkout-seeded'));
        if (lang === LANGUAGES[0]) await seedCheckout(page);
      }
      await page.goto(surface.path);
      let failed = '';
      let before: Before | undefined;
      try {
        if (surface.act !== 'none') {
          await page.waitForLoadState('networkidle');
          before = await shownBefore(page); // a page-load error counts from the start
          await act(page, surface.act, lang);
        }
      } catch (error) {
        failed = `could not ${surface.act}: ${String(error).split('\n')[0]}`;
      }
      shots[lang] = await capture(page, { id: surface.id, lang, before, failed });
    }
    expect(record(surface, shots)).toEqual([]);
  });
}
