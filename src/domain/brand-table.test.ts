import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, BRAND_TABLE, brandTableName, normalizeHost, resolveBrand, resolveBrandId } from './brand-table';

describe('SPEC 1: "The brand id is derived from the host name through a built-in table" (SPEC §1 L7a)', () => {
  it.each([
    ['localhost', 'demo'],
    ['localhost:3000', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['127.0.0.1', 'demo'],
    ['demo.order.example', 'demo'],
    ['DEMO.Order.Example:443', 'demo'],
    ['demo.stg.order.example', 'demo'],
    ['demo.dev.order.example', 'demo'],
    ['demo.order.example.', 'demo'],
    ['sakura.order.example', 'sakura'],
    ['sakura.stg.order.example:8443', 'sakura'],
    ['sakura.dev.order.example', 'sakura'],
  ])('host %s → brandId %s', (host, brandId) => {
    expect(resolveBrandId(host)).toBe(brandId);
    expect(resolveBrand(host)?.brandId).toBe(brandId);
  });

  it.each([
    ['unknown.example'],
    ['evil-demo.order.example'],
    ['demo.order.example.evil.example'],
    ['order.example'],
    ['[::1]:3000'],
    [''],
    [null],
    [undefined],
  ])('unknown host %s never resolves to another brand (null)', (host) => {
    expect(resolveBrand(host)).toBeNull();
    expect(resolveBrandId(host)).toBeNull();
  });
});

describe('SPEC 1: "Some entries are flagged as belonging to one particular brand family, and a few carry a native-app URL scheme" (SPEC §1 L7b §3 L124)', () => {
  it.each([
    ['sakura.order.example', true, 'sakura-app://'],
    ['sakura.stg.order.example', true, undefined],
    ['demo.order.example', undefined, undefined],
  ])('%s → family %s, nativeAppScheme %s', (host, family, scheme) => {
    const entry = resolveBrand(host);
    expect(entry?.family).toBe(family);
    expect(entry?.nativeAppScheme).toBe(scheme);
  });

  it('every domain appears once in the table', () => {
    const domains = BRAND_TABLE.map((e) => e.domain);
    expect(new Set(domains).size).toBe(domains.length);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['Localhost:3000', 'localhost'],
    [' demo.order.example ', 'demo.order.example'],
    ['[::1]:3000', '[::1]'],
    ['host:', 'host'],
  ])('%s → %s', (raw, out) => {
    expect(normalizeHost(raw)).toBe(out);
  });
});

describe('brand names for a failed brand call (issue 16 item 4: the error page keeps the brand)', () => {
  it.each([
    ['the brand in Japanese', 'demo', 'ja', 'デモ食堂'],
    ['the brand in English', 'demo', 'en', 'Demo Shokudo'],
    ['a language without a name falls back to Japanese', 'sakura', 'zh-tw', 'さくら食堂'],
    ['an unknown brand has none', 'nope', 'ja', null],
    ['no brand id has none', null, 'ja', null],
  ] as const)('%s', (_, brandId, language, expected) => {
    expect(brandTableName(brandId, language)).toBe(expected);
  });
  it('every brand of the table has a name', () => {
    for (const entry of BRAND_TABLE) expect(BRAND_NAMES[entry.brandId]?.ja).toBeTruthy();
  });
});
