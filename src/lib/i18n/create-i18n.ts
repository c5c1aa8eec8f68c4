import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/domain/language';
import { DEFAULT_NS, LOAD_PATH, type I18nResources } from './config';

/**
 * One i18next instance. Resources read on the server are passed in, so the first render (server and hydration) is
 * already in the right language; in the browser the HTTP backend loads other languages on a change.
 */
export function createI18n(lang: Language, resources: I18nResources, namespaces: readonly string[]): I18n {
  const instance = createInstance();
  if (typeof window !== 'undefined') instance.use(HttpBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: DEFAULT_NS,
    fallbackNS: namespaces.filter((ns) => ns !== DEFAULT_NS),
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    backend: { loadPath: LOAD_PATH },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
