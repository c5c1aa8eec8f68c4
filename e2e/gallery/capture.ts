import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ERROR_SURFACE, RAW_CODE, TRANSLATION_KEY } from './surfaces';

/** Where the gallery writes (scripts/gallery.mjs sets it), and its languages. */
export const OUT = process.env.GALLERY_DIR ?? path.resolve('error-gallery');
export const LANGUAGES = ['ja', 'en', 'zh-cn', 'zh-tw'] as const;

export interface Shot {
  file: string;
  text: string;
  problem: string | null;
}

const DIALOGS = '[role=dialog]:visible, [role=alertdialog]:visible';

/** What shows before a tap: the dialogs open (the item sheet is one) and the inline error texts. */
export interface Before {
  dialogs: number;
  inline: readonly string[];
}

const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allInnerTexts()).map((text) => text.trim()).filter(Boolean);

/** What shows now (call it just before a tap): only what the tap adds counts as its error. */
export async function shownBefore(page: Page): Promise<Before> {
  return { dialogs: await page.locator(DIALOGS).count(), inline: await texts(page, ERROR_SURFACE) };
}

/**
 * The text of the error the page shows: the topmost dialog opened since `before`, else (once the page is quiet) the
 * last inline alert, error page or not-found view not shown before. Alerts inside a landmark aside (the order in
 * progress banner) are not errors. Empty when nothing shows within 20 s.
 */
async function shownError(page: Page, before: Before): Promise<string> {
  const deadline = Date.now() + 20_000;
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  while (Date.now() < deadline) {
    const dialogs = await page.locator(DIALOGS).allInnerTexts();
    if (dialogs.length > before.dialogs && dialogs.at(-1)?.trim()) return dialogs.at(-1)!.trim();
    const inline = (await texts(page, ERROR_SURFACE)).filter((text) => !before.inline.includes(text));
    if (inline.length > 0) return inline.at(-1)!;
    await page.waitForTimeout(250);
  }
  return '';
}

/**
 * Waits for the error, screenshots the page to `{lang}/{id}.png` and says what is wrong with it: nothing shown, a raw
 * catalogue code or a translation key anywhere on the page, or the step before it (`failed`) did not work.
 */
export async function capture(
  page: Page,
  { id, lang, before = { dialogs: 0, inline: [] }, failed = '' }: CaptureOptions,
): Promise<Shot> {
  const text = failed ? '' : await shownError(page, before);
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

export interface CaptureOptions {
  id: string;
  lang: string;
  /** What showed before the tap (shownBefore): only what it adds counts. */
  before?: Before;
  /** The step that should bring the error about failed (its message). */
  failed?: string;
}

/** Writes one surface's entry for the index page; returns its problems (`lang: problem`). */
export function record(entry: object & { id: string }, shots: Record<string, Shot>): string[] {
  mkdirSync(path.join(OUT, 'data'), { recursive: true });
  writeFileSync(path.join(OUT, 'data', `${entry.id}.json`), JSON.stringify({ ...entry, shots }, null, 2));
  return Object.entries(shots)
    .filter(([, shot]) => shot.problem)
    .map(([lang, shot]) => `${lang}: ${shot.problem}`);
}
