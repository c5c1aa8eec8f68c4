'use client';

import { useCallback } from 'react';
import { LOCALE_MAP } from '@/domain/language';
import { formatYen } from '@/domain/money';
import { useLanguage } from '@/lib/i18n/use-language';

/** Formats yen in the display language's locale (domain formatYen). */
export function useYen(): (amount: number) => string {
  const { language } = useLanguage();
  return useCallback((amount: number) => formatYen(amount, LOCALE_MAP[language]), [language]);
}
