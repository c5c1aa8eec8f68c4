import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { i18n as I18n } from 'i18next';
import { DAYJS_LOCALE, type Language } from '@/domain/language';
import { appStorage } from '@/lib/browser-storage';
import { htmlLang, langCookie } from './config';

/**
 * Switches the display language (SPEC 4 "A language change sets the date-formatting locale and stores the choice"):
 * i18next, dayjs, `<html lang>`, and — when `store` — local storage `lang` plus the `lang` cookie the server reads.
 */
export async function applyLanguage(i18n: I18n, lang: Language, { store }: { store: boolean }): Promise<void> {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (store) {
    appStorage().set('lang', lang);
    document.cookie = langCookie(lang);
  }
  document.documentElement.lang = htmlLang(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
