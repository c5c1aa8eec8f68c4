'use client';

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LOCALE_MAP,
  pickLocalized,
  type Language,
  type LocalizedText,
} from '@/domain/language';
import { joinList } from '@/domain/list-format';
import { formatYen } from '@/domain/money';
import { applyLanguage } from './language-change';

/** The current language and a setter that applies and stores a new choice. */
export function useLanguage(): { language: Language; setLanguage: (lang: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const setLanguage = useCallback((lang: Language) => applyLanguage(i18n, lang, { store: true }), [i18n]);
  return { language, setLanguage };
}

/** Returns a function that picks a per-language variant (brandNameLanguages, nameLanguages …) for the current language. */
export function useLocalized(): (
  text: string | null | undefined,
  languages?: readonly LocalizedText[] | null,
) => string {
  const { language } = useLanguage();
  return useCallback((text, languages) => pickLocalized(text ?? '', languages, language), [language]);
}

/** The one yen formatter of the screens: domain formatYen in the display language's locale. */
export function useYen(): (amount: number) => string {
  const { language } = useLanguage();
  return useCallback((amount: number) => formatYen(amount, LOCALE_MAP[language]), [language]);
}

/** Joins names with the display language's list separator (domain joinList): '、' in Japanese, ', ' in English. */
export function useListJoin(): (items: readonly string[]) => string {
  const { language } = useLanguage();
  return useCallback((items: readonly string[]) => joinList(items, LOCALE_MAP[language]), [language]);
}

/** The display language's locale (ja-JP, en-US …) for the domain's formatters. */
export function useLocale(): string {
  return LOCALE_MAP[useLanguage().language];
}
