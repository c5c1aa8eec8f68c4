import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { RAW_CODE, TRANSLATION_KEY } from './surfaces';

/** Where the gallery writes (scripts/gallery.mjs sets it), and its languages. */
export const OUT = process.env.GALLERY_DIR ?? path.resolve('error-gallery');
export const LANGUAGES = ['ja', 'en', 'zh-cn', 'zh-tw'] as const;

export interface Shot {
  file: string;
  text: string;
  problem: string | null;
}

/**
 * Waits for the surface, screenshots the page to `{lang}/{id}.png` and says what is wrong with it: nothing shown, a
 * raw catalogue code or a translation key anywhere on the page, or the step before it (`failed`) did not work.
 */
export async function capture(page: Page, shown: Locator, id: string, lang: string, failed = ''): Promise<Shot> {
  let text = '';
  try {
    await shown.waitFor({ state: 'visible', timeout: 20_000 });
    text = (await shown.innerText()).trim();
  } catch {
    text = '';
  }
  const body = await page.locator('body').innerText();
  const problem = failed
    ? failed
    : !text
      ? 'no error surface'
      : RAW_CODE.test(body)
        ? `raw code: ${RAW_CODE.exec(body)?.[0]}`
        : TRANSLATION_KEY.test(body)
          ? `translation key: ${TRANSLATION_KEY.exec(body)?.[0]}`
          : null;
  const file = `${lang}/${id}.png`;
  mkdirSync(path.join(OUT, lang), { recursive: true });
  await page.screenshot({ path: path.join(OUT, file), fullPage: false });
  return { file, text: text.slice(0, 400), problem };
}

/** Writes one surface's entry for the index page; returns its problems (`lang: problem`). */
export function record(entry: object & { id: string }, shots: Record<string, Shot>): string[] {
  mkdirSync(path.join(OUT, 'data'), { recursive: true });
  writeFileSync(path.join(OUT, 'data', `${entry.id}.json`), JSON.stringify({ ...entry, shots }, null, 2));
  return Object.entries(shots)
    .filter(([, shot]) => shot.problem)
    .map(([lang, shot]) => `${lang}: ${shot.problem}`);
}
