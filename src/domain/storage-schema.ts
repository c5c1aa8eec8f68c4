// Building blocks for validating stored (untrusted) data with valibot, so the client's schemas keep the rules they
// had under zod: an object or record is never an array, and a number is finite (JSON.parse('1e999') is Infinity).
// valibot alone would take an array for an object whose keys are all optional, and Infinity for a number.
import * as v from 'valibot';

/** True for a non-null, non-array object (what JSON gives for `{...}`). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const plain = () => v.custom<Record<string, unknown>>(isPlainObject);

/** A finite number. */
export const finiteNumber = v.pipe(v.number(), v.finite());

/** An object with these entries; unknown keys are dropped; an array is refused. */
export function plainObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(plain(), v.object(entries));
}

/** An object with these entries; unknown keys pass through; an array is refused. */
export function plainLooseObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(plain(), v.looseObject(entries));
}

// Decision: a stored object's keys named __proto__, constructor or prototype are left out of the value read
// (valibot's rule; zod left out only __proto__) — this app never writes such keys; a record still refuses a wrong
// value under constructor or prototype, as it did under zod.
const UNCHECKED_KEYS = ['constructor', 'prototype'];

/** A record of string keys to values of one schema; an array is refused. */
export function plainRecord<const V extends v.GenericSchema>(value: V) {
  const valid = (input: unknown) =>
    isPlainObject(input) &&
    UNCHECKED_KEYS.every((key) => !Object.prototype.hasOwnProperty.call(input, key) || v.is(value, input[key]));
  return v.pipe(v.custom<Record<string, unknown>>(valid), v.record(v.string(), value));
}
