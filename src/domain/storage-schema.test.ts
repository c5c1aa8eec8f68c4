import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { finiteNumber, plainLooseObject, plainObject, plainRecord } from './storage-schema';

// SPEC 9 / ARCHITECTURE "stored data of the wrong shape is dropped": the shapes below are what JSON.parse can give.
const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

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
    expect(v.parse(schema, { name: 'a', extra: 1 })).toEqual({ name: 'a' });
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
    expect(v.parse(schema, { id: 'r1', extra: 1 })).toEqual({ id: 'r1', extra: 1 });
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
    const parsed = v.parse(plainRecord(v.unknown()), JSON.parse('{"__proto__":{"polluted":1},"a":1}'));
    expect(parsed).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
