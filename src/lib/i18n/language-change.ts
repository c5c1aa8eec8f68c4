import dayjs from 'dayjs';
// English is built into dayjs and Japanese (the default language) is bundled; the Chinese locales are fetched on the
// first switch to them, so they stay out of the first-load JavaScript.
import 'dayjs/locale/ja';
import type { i18n as I18n } from 'i18next';
import { DAYJS_LOCALE, type Language } from '@/domain/language';
import { storedState } from '@/lib/stored-state';
import { htmlLang, langCookie } from './config';

const LAZY_DAYJS_LOCALES: Readonly<Record<string, () => Promise<unknown>>> = {
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-tw': () => import('dayjs/locale/zh-tw'),
};

let localeRequest = 0;

/** Sets the dayjs locale, loading it first when it is not bundled; a later call wins over a slower earlier one. */
async function setDayjsLocale(name: string): Promise<void> {
  const request = ++localeRequest;
  await LAZY_DAYJS_LOCALES[name]?.();
  if (request === localeRequest) dayjs.locale(name);
}

/**
 * Switches the display language (SPEC 4 "A language change sets the date-formatting locale and stores the choice"):
 * i18next, dayjs, `<html lang>`, and — when `store` — local storage `lang` plus the `lang` cookie the server reads.
 */
export async function applyLanguage(i18n: I18n, lang: Language, { store }: { store: boolean }): Promise<void> {
  await setDayjsLocale(DAYJS_LOCALE[lang]);
  if (store) {
    storedState.set('lang', lang);
    document.cookie = langCookie(lang);
  }
  document.documentElement.lang = htmlLang(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
