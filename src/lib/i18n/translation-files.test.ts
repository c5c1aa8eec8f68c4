import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';

afterEach(() => vi.unstubAllGlobals());

describe('SPEC 7 "Translation files are read from /locales/{lng}/{ns}.json" (SPEC §7 L364)', () => {
  it('a language change in the browser asks for each namespace of that language at that address', async () => {
    const asked: string[] = [];
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        return Promise.resolve(new Response(JSON.stringify({ hello: 'Hello' }), { status: 200 }));
      }),
    );
    const i18n = createI18n('ja', { ja: { common: { hello: 'こんにちは' }, menus: {} } }, ['common', 'menus']);
    await i18n.changeLanguage('zh-tw');
    expect(asked.sort()).toEqual(['/locales/zh-tw/common.json', '/locales/zh-tw/menus.json']);
    expect(i18n.t('hello')).toBe('Hello');
  });
});
