import { describe, expect, it } from 'vitest';
import { joinList, listSeparator } from './list-format';

describe('listSeparator', () => {
  it.each([
    ["Japanese: 'joined with '、'' as the spec writes it (SPEC §2 L98)", 'ja-JP', '、'],
    ['English: the language list separator, not the Japanese comma', 'en-US', ', '],
    ['Simplified Chinese', 'zh-CN', '、'],
    ['Traditional Chinese', 'zh-TW', '、'],
  ])('%s', (_name, locale, expected) => {
    expect(listSeparator(locale)).toBe(expected);
  });
});

describe('listSeparator keeps the separator per locale (issue 15: a tap must not build Intl formatters)', () => {
  it.each([
    ['ja-JP, en-US, then ja-JP again: each its own separator', ['ja-JP', 'en-US', 'ja-JP'], ['、', ', ', '、']],
    ['zh-TW twice: the same separator', ['zh-TW', 'zh-TW'], ['、', '、']],
  ])('%s', (_name, locales, expected) => {
    expect(locales.map((locale) => listSeparator(locale))).toEqual(expected);
  });
});

describe('joinList', () => {
  it.each([
    [
      "Japanese caption 'joined with '、''",
      ['大盛り', '玉子焼き×2', 'コーヒー'],
      'ja-JP',
      '大盛り、玉子焼き×2、コーヒー',
    ],
    [
      'English caption with commas and no "and"',
      ['Large rice', 'Tamagoyaki×2', 'Coffee'],
      'en-US',
      'Large rice, Tamagoyaki×2, Coffee',
    ],
    ['one element: no separator', ['Cheese'], 'en-US', 'Cheese'],
    ['empty names are left out', ['Cheese', '', 'Cola'], 'ja-JP', 'Cheese、Cola'],
    ['no elements: empty', [], 'zh-CN', ''],
  ])('%s', (_name, items, locale, expected) => {
    expect(joinList(items, locale)).toBe(expected);
  });
});
