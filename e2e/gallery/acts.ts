import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { GalleryAct } from './surfaces';

/** A text of the locale files (public/locales/{lang}/{ns}.json), without its `{{placeholders}}`. */
export function copy(lang: string, ns: string, key: string): string {
  const file = path.resolve('public', 'locales', lang, `${ns}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')) as unknown,
    );
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value.replace(/\{\{[^}]+\}\}/g, '').trim();
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The tap that makes the call fail, in the page's language; nothing for a page-load call. */
export async function act(page: Page, kind: GalleryAct, lang: string): Promise<void> {
  if (kind === 'none') return;
  if (kind === 'addToCart') {
    await page.getByRole('button', { name: copy(lang, 'item', 'item.addToCart') }).click();
    return;
  }
  const place = page.getByRole('button', { name: startsWith(copy(lang, 'checkout', 'form.place')) });
  await place.waitFor({ state: 'visible', timeout: 30_000 });
  const method = copy(lang, 'checkout', kind === 'payWithWallet' ? 'payment.method.d_pay' : 'payment.method.onsite');
  const radio = page.getByRole('radio', { name: method, exact: true });
  await radio.check({ timeout: 30_000 });
  await place.click();
}
