'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { detectLanguage, type Language } from '@/domain/language';
import { storedState } from '@/lib/stored-state';
import { LANG_COOKIE, type I18nResources } from './config';
import { createI18n } from './create-i18n';
import { applyLanguage } from './language-change';

function cookieValue(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * Provides the i18next instance. The server decided the language (cookie, then Accept-Language) and passed its
 * resources, so hydration matches; after mount the full detection order (stored choice → cookie → browser) runs and
 * switches language only if it disagrees (e.g. a stored choice whose cookie was lost).
 */
export function I18nProvider({
  lang,
  resources,
  namespaces,
  children,
}: {
  lang: Language;
  resources: I18nResources;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const [i18n] = useState(() => createI18n(lang, resources, namespaces));

  useEffect(() => {
    const stored = storedState.get('lang');
    const detected = detectLanguage({
      stored,
      cookie: cookieValue(LANG_COOKIE),
      browser: navigator.languages ?? [navigator.language],
    });
    void applyLanguage(i18n, detected, { store: stored !== null });
  }, [i18n]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
