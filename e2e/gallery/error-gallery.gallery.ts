import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { ERROR_SURFACE, RAW_CODE, surfaces, TRANSLATION_KEY } from './surfaces';

/**
 * The error gallery (`npm run gallery`): every designed error surface in the four languages, one screenshot each,
 * plus a JSON line per surface that scripts/gallery.mjs turns into index.html. A surface fails when it shows a raw
 * code, a translation key, or no error surface at all.
 */
const OUT = process.env.GALLERY_DIR ?? path.resolve('error-gallery');
const LANGUAGES = ['ja', 'en', 'zh-cn', 'zh-tw'] as const;

test.describe.configure({ timeout: 120_000 });

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
    await page.addInitScript(() => {
      sessionStorage.setItem('servingType', JSON.stringify('takeout'));
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    });
    const shots: Record<string, { file: string; text: string; problem: string | null }> = {};
    for (const lang of LANGUAGES) {
      await context.addCookies([{ name: 'lang', value: lang, url }]);
      await page.goto(surface.path);
      const shown = page.locator(ERROR_SURFACE).first();
      let text = '';
      try {
        await shown.waitFor({ state: 'visible', timeout: 20_000 });
        text = (await shown.innerText()).trim();
      } catch {
        text = '';
      }
      const body = await page.locator('body').innerText();
      const problem = !text
        ? 'no error surface'
        : RAW_CODE.test(body)
          ? `raw code: ${RAW_CODE.exec(body)?.[0]}`
          : TRANSLATION_KEY.test(body)
            ? `translation key: ${TRANSLATION_KEY.exec(body)?.[0]}`
            : null;
      const file = `${lang}/${surface.id}.png`;
      mkdirSync(path.join(OUT, lang), { recursive: true });
      await page.screenshot({ path: path.join(OUT, file), fullPage: false });
      shots[lang] = { file, text: text.slice(0, 400), problem };
    }
    mkdirSync(path.join(OUT, 'data'), { recursive: true });
    writeFileSync(path.join(OUT, 'data', `${surface.id}.json`), JSON.stringify({ ...surface, shots }, null, 2));
    const problems = Object.entries(shots)
      .filter(([, shot]) => shot.problem)
      .map(([lang, shot]) => `${lang}: ${shot.problem}`);
    expect(problems).toEqual([]);
  });
}
