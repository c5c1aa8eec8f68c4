/** Display languages the product supports (SPEC 1, SPEC 9). */
export const SUPPORTED_LANGUAGES = ['ja', 'en', 'zh-cn', 'zh-tw'] as const;

/** One supported display language code. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The default and fallback language (SPEC 9 "ja (default fallback)"). */
export const FALLBACK_LANGUAGE: Language = 'ja';

/**
 * Language → static locale (SPEC 9 "Locale map: ja-JP, en-US, zh-CN, zh-TW"): the locale dates and prices are
 * formatted in (Intl), so a language change sets the date-formatting locale (SPEC 4; ADR 0029).
 */
export const LOCALE_MAP: Readonly<Record<Language, string>> = {
  ja: 'ja-JP',
  en: 'en-US',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
};

/** Native names for the footer language select (SPEC 2 footer). */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  ja: '日本語',
  en: 'English',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};

// Decision: Traditional Chinese covers the Hant script and the regions TW, HK and MO; every other Chinese tag
// (bare zh, Hans, CN, SG) is Simplified. Underscores are accepted as separators ("zh_TW").
const TRADITIONAL = new Set(['hant', 'tw', 'hk', 'mo']);

/** True when the value is one of the supported language codes exactly. */
export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((code) => code === value);
}

/** Maps any BCP 47-ish tag (e.g. 'zh-Hant-TW', 'en-GB', 'ja-JP') to a supported language, or null. */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [primary, ...rest] = parts;
  if (primary === 'ja') return 'ja';
  if (primary === 'en') return 'en';
  if (primary === 'zh') return rest.some((p) => TRADITIONAL.has(p)) ? 'zh-tw' : 'zh-cn';
  return null;
}

/** Inputs for language detection: stored choice, cookie, and browser list (navigator.languages or Accept-Language). */
export interface LanguageSources {
  readonly stored?: string | null;
  readonly cookie?: string | null;
  readonly browser?: readonly string[] | null;
}

// Decision: a stored or cookie value that does not normalize to a supported language is skipped (not an error).
/** Detects the language in the order stored → cookie → browser → 'ja' (SPEC 9). */
export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [sources.stored, sources.cookie, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const lang = normalizeLanguage(candidate);
    if (lang) return lang;
  }
  return FALLBACK_LANGUAGE;
}

// Decision: entries with q=0, a malformed q, or the '*' wildcard are dropped; equal q keeps header order.
/** Parses an Accept-Language header into tags ordered by descending q-value. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
    if (!rawTag || rawTag === '*') return;
    let q = 1;
    for (const param of params) {
      const match = /^q=([0-9](?:\.[0-9]{0,3})?)$/i.exec(param);
      if (param.toLowerCase().startsWith('q=')) q = match ? Number(match[1]) : Number.NaN;
    }
    if (!(q > 0 && q <= 1)) return;
    entries.push({ tag: rawTag, q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** A per-language text variant as the API sends it (brandNameLanguages, nameLanguages, noteLanguages). */
export interface LocalizedText {
  readonly code?: string | null;
  readonly text?: string | null;
}

// Decision: a variant's `code` is matched through normalizeLanguage, so 'ja', 'JA', 'ja-JP', 'zh-CN', 'zh_TW',
// 'zh-Hant' are all accepted; an empty or missing text counts as absent and falls back to the default text.
/** Picks the text for `lang` from per-language variants, falling back to the default text. */
export function pickLocalized(
  defaultText: string,
  languages: readonly LocalizedText[] | null | undefined,
  lang: Language,
): string {
  const match = languages?.find((entry) => normalizeLanguage(entry.code) === lang && !!entry.text);
  return match?.text ?? defaultText;
}
