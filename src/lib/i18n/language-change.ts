import type { i18n as I18n } from 'i18next';
import type { Language } from '@/domain/language';
import { storedState } from '@/lib/stored-state';
import { htmlLang, langCookie } from './config';

/**
 * Switches the display language (SPEC 4 "A language change sets the date-formatting locale and stores the choice"):
 * i18next (dates are formatted with Intl in the language's locale, LOCALE_MAP: ADR 0029), `<html lang>`, and — when
 * `store` — local storage `lang` plus the `lang` cookie the server reads.
 */
export async function applyLanguage(i18n: I18n, lang: Language, { store }: { store: boolean }): Promise<void> {
  if (store) {
    storedState.set('lang', lang);
    document.cookie = langCookie(lang);
  }
  document.documentElement.lang = htmlLang(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
