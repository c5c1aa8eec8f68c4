import { describe, expect, it } from 'vitest';
import {
  customizeDepth,
  exceedsDepth,
  isSaneIsoDateTime,
  isSaneToken,
  MAX_CART_LINES,
  MAX_CUSTOMIZE_DEPTH,
  MAX_LINE_QUANTITY,
  MAX_STORED_CHARS,
  MAX_STORED_DEPTH,
  MAX_TOKEN_LENGTH,
  withinCustomizeDepth,
} from './storage-bounds';

/** A line whose customizeItems nest `depth` levels. */
function nested(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { itemId: 'leaf' };
  for (let i = 0; i < depth; i += 1) node = { itemId: `l${i}`, customizeItems: [node] };
  return node;
}

describe('the bounds quote the contract and SPEC 9', () => {
  it('customization nests 3 deep, 99 of a line, 99 lines, tokens up to 4096, values up to 500 000 chars / 16 deep', () => {
    expect(MAX_CUSTOMIZE_DEPTH).toBe(3);
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(MAX_CART_LINES).toBe(99);
    expect(MAX_TOKEN_LENGTH).toBe(4096);
    expect(MAX_STORED_CHARS).toBe(500_000);
    expect(MAX_STORED_DEPTH).toBe(16);
  });
});

describe('customizeDepth / withinCustomizeDepth', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [3000, false],
  ])('a line nested %i deep is within 3: %s', (depth, ok) => {
    expect(Math.min(customizeDepth(nested(depth)), 4)).toBe(Math.min(depth, 4));
    expect(withinCustomizeDepth({ orderItems: [nested(depth)], optionItems: [] })).toBe(ok);
    expect(withinCustomizeDepth({ orderItems: [], optionItems: [nested(depth)] })).toBe(ok);
  });

  it('measures 100 000 levels without overflowing the stack', () => {
    expect(withinCustomizeDepth({ orderItems: [nested(100_000)] })).toBe(false);
  });

  it('ignores non-objects', () => {
    expect(withinCustomizeDepth(null)).toBe(true);
    expect(withinCustomizeDepth({ orderItems: 'x' })).toBe(true);
    expect(customizeDepth({ customizeItems: 'x' })).toBe(0);
  });
});

describe('exceedsDepth', () => {
  it.each([
    [1, 0, false],
    [{}, 1, false],
    [{}, 0, true],
    [[[[]]], 3, false],
    [[[[]]], 2, true],
  ])('%j deeper than %i: %s', (value, max, deeper) => {
    expect(exceedsDepth(value, max)).toBe(deeper);
  });

  it('is iterative (100 000 nested arrays)', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(exceedsDepth(deep, MAX_STORED_DEPTH)).toBe(true);
  });
});

describe('isSaneToken', () => {
  it.each([
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', true],
    ['a'.repeat(4096), true],
    ['a'.repeat(4097), false],
    ['a'.repeat(1_000_000), false],
    ['', false],
    ['abc def', false],
    ['abc\r\nX-Injected: 1', false],
    ['トークン', false],
  ])('%s → %s', (token, ok) => {
    expect(isSaneToken(token)).toBe(ok);
  });
});

describe('isSaneIsoDateTime', () => {
  it.each([
    ['2026-11-21T22:00:00+09:00', true],
    ['2026-11-21T13:00:00.000Z', true],
    ['2026-11-21T22:00+09:00', true],
    ['2000-01-01T00:00:00Z', true],
    ['2100-12-31T23:59:59Z', true],
    ['99999-01-01T00:00:00Z', false],
    ['+099999-01-01T00:00:00.000Z', false],
    ['1999-12-31T23:59:59Z', false],
    ['2101-01-01T00:00:00Z', false],
    ['2026-13-01T00:00:00Z', false],
    ['2026-02-30T25:00:00Z', false],
    ['2026-11-21', false],
    ['2026-11-21T22:00:00', false],
    ['tomorrow', false],
    ['', false],
  ])('%s → %s', (text, ok) => {
    expect(isSaneIsoDateTime(text)).toBe(ok);
  });
});
