import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_NATIVE_NAMES,
  LOCALE_MAP,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  isLanguage,
  normalizeLanguage,
  parseAcceptLanguage,
  pickLocalized,
  type Language,
} from './language';

describe('SPEC 9: "Languages: ja (default fallback), en, zh-cn, zh-tw" (SPEC §9 L428a)', () => {
  it('supported languages are ja, en, zh-cn, zh-tw and ja is the fallback', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['ja', 'en', 'zh-cn', 'zh-tw']);
    expect(FALLBACK_LANGUAGE).toBe('ja');
  });

  it.each([
    ['ja', 'ja-JP', '日本語'],
    ['en', 'en-US', 'English'],
    ['zh-cn', 'zh-CN', '简体中文'],
    ['zh-tw', 'zh-TW', '繁體中文'],
  ] as const)('"Locale map": %s → %s (label %s) (SPEC §2 L60 §9 L428c)', (lang, locale, label) => {
    expect(LOCALE_MAP[lang]).toBe(locale);
    expect(LANGUAGE_NATIVE_NAMES[lang]).toBe(label);
  });

  it.each([
    ['ja', true],
    ['zh-tw', true],
    ['zh-TW', false],
    ['fr', false],
    [1, false],
    [null, false],
  ])('isLanguage(%s) → %s', (value, out) => {
    expect(isLanguage(value)).toBe(out);
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['zh-Hant-TW', 'zh-tw'],
    ['zh-TW', 'zh-tw'],
    ['zh-tw', 'zh-tw'],
    ['zh-hk', 'zh-tw'],
    ['zh-MO', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh_TW', 'zh-tw'],
    ['zh', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh-SG', 'zh-cn'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    [' ja ', 'ja'],
    ['fr-FR', null],
    ['jav', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (tag, out) => {
    expect(normalizeLanguage(tag)).toBe(out);
  });
});

describe('SPEC 9: "detected from the stored choice, then cookie, then browser" (SPEC §9 L428b)', () => {
  it.each([
    ['stored wins', { stored: 'en', cookie: 'zh-tw', browser: ['zh-CN'] }, 'en'],
    ['cookie when nothing stored', { stored: null, cookie: 'zh-tw', browser: ['en-US'] }, 'zh-tw'],
    ['browser when no stored/cookie', { browser: ['fr-FR', 'zh-Hant-TW', 'en'] }, 'zh-tw'],
    ['unsupported stored value skipped', { stored: 'xx', cookie: 'en' }, 'en'],
    ['fallback "ja" when nothing matches', { browser: ['fr', 'de'] }, 'ja'],
    ['fallback "ja" when empty', {}, 'ja'],
    ['browser null', { browser: null }, 'ja'],
  ] as const)('%s', (_name, sources, out) => {
    expect(detectLanguage(sources)).toBe(out);
  });
});

describe('parseAcceptLanguage (q-values)', () => {
  it.each([
    ['en-US,en;q=0.9,ja;q=0.8', ['en-US', 'en', 'ja']],
    ['ja;q=0.5, zh-TW;q=0.9, en', ['en', 'zh-TW', 'ja']],
    ['fr;q=0, en;q=0.1', ['en']],
    ['*, ja;q=0.2', ['ja']],
    ['en;q=abc, ja', ['ja']],
    ['en;q=1.5, ja', ['ja']],
    ['de, fr', ['de', 'fr']],
    ['en;level=1;q=0.4, ja;q=0.4', ['en', 'ja']],
    [' , ja', ['ja']],
    ['', []],
    [null, []],
  ])('%s → %j', (header, out) => {
    expect(parseAcceptLanguage(header)).toEqual(out);
  });

  it('feeds detectLanguage as the browser list', () => {
    expect(detectLanguage({ browser: parseAcceptLanguage('fr;q=1, zh-CN;q=0.8, en;q=0.5') })).toBe('zh-cn');
  });
});

describe('pickLocalized (brandNameLanguages / nameLanguages) (SPEC §3 L134b)', () => {
  const variants = [
    { code: 'en', text: 'Sakura Burger' },
    { code: 'zh-CN', text: '樱花汉堡' },
    { code: 'ZH_TW', text: '櫻花漢堡' },
    { code: 'ja', text: '' },
  ];
  it.each([
    ['en', 'Sakura Burger'],
    ['zh-cn', '樱花汉堡'],
    ['zh-tw', '櫻花漢堡'],
    ['ja', 'さくらバーガー'],
  ] as [Language, string][])('lang %s → %s', (lang, out) => {
    expect(pickLocalized('さくらバーガー', variants, lang)).toBe(out);
  });

  it.each([
    ['undefined list', undefined],
    ['null list', null],
    ['empty list', []],
    ['null code/text', [{ code: null, text: null }]],
  ])('%s falls back to the default text', (_n, list) => {
    expect(pickLocalized('既定', list, 'en')).toBe('既定');
  });
});
