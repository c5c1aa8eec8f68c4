import {
  createInstance,
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type ReadCallback,
  type Services,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@/domain/language';
import { DEFAULT_NS, LOAD_PATH, type I18nResources } from './config';
import { NAMESPACES } from './namespaces';

/**
 * i18next's backend slot filled by `i18next-http-backend`, loaded on the first read: the first render already has its
 * resources from the server, so the HTTP backend is only needed on a language change and stays out of first load.
 */
export class LazyHttpBackend implements BackendModule {
  static readonly type = 'backend';
  static readonly callbackApi = true;
  readonly type = 'backend';
  readonly callbackApi = true;
  private args: [Services, object, InitOptions] | null = null;
  private backend: Promise<BackendModule> | null = null;

  init(services: Services, backendOptions: object, i18nextOptions: InitOptions): void {
    this.args = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const args = this.args;
    if (!args) return callback(new Error('i18next backend used before init'), false);
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      // Its typings omit the third init argument (i18next's options) that i18next itself passes; hand it on as is.
      const backend: BackendModule = new HttpBackend();
      backend.init(...args);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        this.backend = null;
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  }
}

/**
 * One i18next instance. Resources read on the server are passed in, so the first render (server and hydration) is
 * already in the right language; in the browser the HTTP backend loads other languages on a change.
 * `namespaces` are the ones passed (ADR 0025: the shell's); a route adds its own (RouteTranslations), and a namespace
 * neither brought is fetched by the HTTP backend when a component asks for it (`useTranslation('ns')`).
 */
export function createI18n(lang: Language, resources: I18nResources, namespaces: readonly string[]): I18n {
  const instance = createInstance();
  if (typeof window !== 'undefined') instance.use(LazyHttpBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: lang,
    // ADR 0013: no fallback language. Every locale file has exactly the keys of ja (src/lib/locales.test.ts),
    // so a fallback would never be read, only downloaded: with ja as fallback, every page in another language fetched
    // all eleven ja namespaces after it loaded.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: DEFAULT_NS,
    // A bare key is looked up in the default namespace, then in every other one present (like getServerT).
    fallbackNS: NAMESPACES.filter((ns) => ns !== DEFAULT_NS),
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
