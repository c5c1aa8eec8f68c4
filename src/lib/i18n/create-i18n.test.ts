import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LazyHttpBackend } from './create-i18n';

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
