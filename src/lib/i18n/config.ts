import { LOCALE_MAP, type Language } from '@/domain/language';

/** Cookie mirroring the stored language choice so the server renders in it (read in src/proxy.ts and the layout). */
export const LANG_COOKIE = 'lang';
/** One year. */
export const LANG_COOKIE_MAX_AGE_S = 31_536_000;
/** The namespace used when a key has no `ns:` prefix. */
export const DEFAULT_NS = 'common';
/** Where the HTTP backend reads translation files (SPEC 7 "Translation files are read from /locales/{lng}/{ns}.json"). */
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** Translation resources as handed from the server render to the client: { [lng]: { [ns]: json } }. */
export type I18nResources = Record<string, Record<string, Record<string, unknown>>>;

/** The `<html lang>` value for a language: its BCP 47 tag from the domain locale map (ja-JP, en-US, zh-CN, zh-TW). */
export function htmlLang(lang: Language): string {
  return LOCALE_MAP[lang];
}

/** The cookie string that stores a language choice. */
export function langCookie(lang: Language): string {
  return `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax`;
}
