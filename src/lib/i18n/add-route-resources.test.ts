import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRouteResources } from './add-route-resources';
import { createI18n } from './create-i18n';

afterEach(() => vi.unstubAllGlobals());

/** A browser-side instance with the shell's `common`, and the URLs its HTTP backend asks for. */
function browserI18n() {
  const asked: string[] = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      const ns = url.split('/').pop()!.replace('.json', '');
      return Promise.resolve(new Response(JSON.stringify({ [`${ns}Title`]: `en ${ns}` }), { status: 200 }));
    }),
  );
  const i18n = createI18n('ja', { ja: { common: { hello: 'こんにちは' } } }, ['common']);
  return { i18n, asked };
}

describe('addRouteResources (ADR 0025: a route brings its namespaces)', () => {
  it('adds the route bundles without a request, and keeps a bundle already there', async () => {
    const { i18n, asked } = browserI18n();
    addRouteResources(i18n, 'ja', { ja: { menus: { menusTitle: 'メニュー' } } });
    addRouteResources(i18n, 'ja', { ja: { menus: { menusTitle: '別の版' } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('menus:menusTitle')).toBe('メニュー');
    expect(i18n.t('menusTitle')).toBe('メニュー');
    expect(asked).toEqual([]);
  });

  it('a language change then loads the route namespaces too, so the route reads in the new language', async () => {
    const { i18n, asked } = browserI18n();
    addRouteResources(i18n, 'ja', { ja: { menus: { menusTitle: 'メニュー' } } });
    await i18n.changeLanguage('en');
    expect(asked.sort()).toEqual(['/locales/en/common.json', '/locales/en/menus.json']);
    expect(i18n.t('menus:menusTitle')).toBe('en menus');
  });

  it('bundles of another language than the page shows (a stored choice the cookie lost) are fetched in the shown one', async () => {
    const { i18n, asked } = browserI18n();
    await i18n.changeLanguage('en');
    asked.length = 0;
    addRouteResources(i18n, 'ja', { ja: { orders: { ordersTitle: '注文' } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['/locales/en/orders.json']);
    expect(i18n.t('orders:ordersTitle')).toBe('en orders');
  });
});
