import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, LazyHttpBackend } from './create-i18n';

describe('LazyHttpBackend', () => {
  it('loads the HTTP backend on the first read and forwards the options i18next passes', async () => {
    const urls: string[] = [];
    const i18n = createInstance().use(LazyHttpBackend);
    await i18n.init({
      lng: 'ja',
      fallbackLng: 'ja',
      ns: ['common'],
      defaultNS: 'common',
      resources: { ja: { common: { hello: 'こんにちは' } } },
      partialBundledLanguages: true,
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        request: (
          _options: unknown,
          url: string,
          _payload: unknown,
          callback: (err: unknown, res: unknown) => void,
        ) => {
          urls.push(url);
          callback(null, { status: 200, data: JSON.stringify({ hello: 'Hello' }) });
        },
      },
    });
    expect(i18n.t('hello')).toBe('こんにちは');
    await i18n.changeLanguage('en');
    expect(urls).toEqual(['/locales/en/common.json']);
    expect(i18n.t('hello')).toBe('Hello');
  });

  it('reports a read before init as an error', () => {
    const results: unknown[] = [];
    new LazyHttpBackend().read('en', 'common', (err, data) => results.push(err instanceof Error, data));
    expect(results).toEqual([true, false]);
  });
});

describe('createI18n in the browser', () => {
  it("reads no other language than the page's: with every key in every language, a fallback would only be downloaded", async () => {
    vi.stubGlobal('window', globalThis);
    try {
      const read = vi
        .spyOn(LazyHttpBackend.prototype, 'read')
        .mockImplementation((_l, _n, callback) => callback(null, {}));
      const i18n = createI18n('en', { en: { common: { hello: 'Hello' }, menus: { title: 'Menus' } } }, [
        'common',
        'menus',
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(i18n.t('hello')).toBe('Hello');
      expect(read.mock.calls.map(([language, namespace]) => `${language}/${namespace}`)).toEqual([]);
      await i18n.changeLanguage('zh-tw');
      expect(read.mock.calls.map(([language, namespace]) => `${language}/${namespace}`)).toEqual([
        'zh-tw/common',
        'zh-tw/menus',
      ]);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
