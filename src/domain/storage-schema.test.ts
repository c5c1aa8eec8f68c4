import { describe, expect, it } from 'vitest';
import * as v from './storage-schema';
import { finiteNumber, plainLooseObject, plainObject, plainRecord } from './storage-schema';

// SPEC 9 / ARCHITECTURE "stored data of the wrong shape is dropped": the shapes below are what JSON.parse can give.
const ok = (schema: v.Schema<unknown>, value: unknown) => v.safeParse(schema, value).success;
const parse = <T>(schema: v.Schema<T>, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new Error('refused');
  return parsed.output;
};

describe('finiteNumber: "stored data of the wrong shape is dropped" (JSON 1e999 parses to Infinity)', () => {
  it.each([
    ['0', 0, true],
    ['a negative amount', -120.5, true],
    ['Infinity', JSON.parse('1e999') as number, false],
    ['-Infinity', JSON.parse('-1e999') as number, false],
    ['NaN', Number.NaN, false],
    ['a numeric string', '3', false],
  ])('%s → valid %s', (_name, value, valid) => {
    expect(ok(finiteNumber, value)).toBe(valid);
  });
});

describe('plainObject: an object of the declared keys, never an array', () => {
  const schema = plainObject({ name: v.optional(v.string()) });
  it.each([
    ['an object', { name: 'a' }, true],
    ['an empty object', {}, true],
    ['an array (every key optional)', [], false],
    ['null', null, false],
    ['a string', 'x', false],
    ['a field of the wrong type', { name: 1 }, false],
  ])('%s → valid %s', (_name, value, valid) => {
    expect(ok(schema, value)).toBe(valid);
  });

  it('drops unknown keys', () => {
    expect(parse(schema, { name: 'a', extra: 1 })).toEqual({ name: 'a' });
  });
});

describe('plainLooseObject: unknown keys pass through, never an array', () => {
  const schema = plainLooseObject({ id: v.optional(v.string()) });
  it.each([
    ['an object with extra keys', { id: 'r1', extra: 1 }, true],
    ['an array', [], false],
  ])('%s → valid %s', (_name, value, valid) => {
    expect(ok(schema, value)).toBe(valid);
  });

  it('keeps unknown keys', () => {
    expect(parse(schema, { id: 'r1', extra: 1 })).toEqual({ id: 'r1', extra: 1 });
  });
});

describe('plainRecord: string keys to one value shape, never an array', () => {
  const schema = plainRecord(v.string());
  it.each([
    ['a record', { a: 'x', b: 'y' }, true],
    ['an empty record', {}, true],
    ['an array', ['x'], false],
    ['a value of the wrong type', { a: 1 }, false],
    ['a wrong value under constructor', JSON.parse('{"a":"x","constructor":1}'), false],
    ['a wrong value under prototype', JSON.parse('{"a":"x","prototype":1}'), false],
    ['a good value under constructor', JSON.parse('{"a":"x","constructor":"y"}'), true],
  ])('%s → valid %s', (_name, value, valid) => {
    expect(ok(schema, value)).toBe(valid);
  });

  it('does not let a stored __proto__ key reach the prototype', () => {
    const parsed = parse(plainRecord(v.unknown), JSON.parse('{"__proto__":{"polluted":1},"a":1}'));
    expect(parsed).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

describe('optional, nullish and defaults: absent keys are left out or filled in, wrong ones refused', () => {
  const schema = plainObject({
    note: v.optional(v.string()),
    price: v.nullish(finiteNumber),
    servingType: v.optional(v.picklist(['eat_in', 'takeout']), 'takeout'),
    options: v.optional(v.array(v.string()), () => []),
  });
  it.each([
    ['every key absent: defaults filled in, the rest left out', {}, { servingType: 'takeout', options: [] }],
    ['null where nullish is allowed', { price: null }, { price: null, servingType: 'takeout', options: [] }],
    [
      'given values kept',
      { note: 'n', price: 5, servingType: 'eat_in', options: ['a'] },
      { note: 'n', price: 5, servingType: 'eat_in', options: ['a'] },
    ],
  ])('%s', (_name, value, expected) => {
    const parsed = parse(schema, value);
    expect(parsed).toStrictEqual(expected);
  });
  it.each([
    ['null where only optional is allowed', { note: null }],
    ['a value outside the list', { servingType: 'delivery' }],
    ['an array item of the wrong type', { options: [1] }],
  ])('%s → refused', (_name, value) => {
    expect(ok(schema, value)).toBe(false);
  });
  it('a required key that is absent is refused', () => {
    expect(ok(plainObject({ id: v.string() }), {})).toBe(false);
  });
});

describe('text, array bounds, union, transform', () => {
  it.each([
    ['text within 1–3', v.text(1, 3), 'abc', true],
    ['text too long', v.text(1, 3), 'abcd', false],
    ['text empty', v.text(1, 3), '', false],
    ['array at its bound', v.array(v.unknown, 2), [1, 2], true],
    ['array over its bound', v.array(v.unknown, 2), [1, 2, 3], false],
    ['union: first shape', v.union(v.string(), finiteNumber), 'x', true],
    ['union: second shape', v.union(v.string(), finiteNumber), 3, true],
    ['union: neither', v.union(v.string(), finiteNumber), true, false],
    ['integer rule', v.number(Number.isInteger), 1.5, false],
  ])('%s → valid %s', (_name, schema, value, valid) => {
    expect(ok(schema as v.Schema<unknown>, value)).toBe(valid);
  });
  it('transform changes what was read', () => {
    const evens = v.transform(v.array(finiteNumber), (list) => list.filter((n) => n % 2 === 0));
    expect(parse(evens, [1, 2, 3, 4])).toEqual([2, 4]);
  });
});
