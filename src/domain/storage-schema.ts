// The shapes stored (untrusted) data must have, as small composable checks: what the client reads back from local
// and session storage is checked here before any screen sees it ("stored data of the wrong shape is repaired or
// dropped"). Decision (issue 29): the domain's own checks instead of valibot, which cost 3.4 kB gzip on every route
// for these few shapes. They keep valibot's rules as the client used them (an object's unknown keys dropped, or kept
// by a loose object; optional keys skipped when absent, defaults filled in; keys named __proto__, constructor or
// prototype never copied) and the rules zod had that valibot lacked (an object or record is never an array; a
// number is finite: JSON.parse('1e999') is Infinity).

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

/** A shape: reads an unknown value into T (a fresh object or array for containers), or refuses it. */
export interface Schema<T> {
  readonly read: (input: unknown) => T | Invalid;
  /** An absent key of this shape is left out (optional, nullish without a default). */
  readonly skipsAbsent?: boolean;
  /** An absent key of this shape is read as undefined, which its default replaces. */
  readonly hasDefault?: boolean;
}

/** The value type a shape reads into. */
export type InferOutput<S> = S extends Schema<infer T> ? T : never;

/** Reads a value into its shape: `{ success: true, output }`, or `{ success: false }` when it has another shape. */
export function safeParse<T>(schema: Schema<T>, input: unknown): { success: true; output: T } | { success: false } {
  const output = schema.read(input);
  return output === INVALID ? { success: false } : { success: true, output };
}

/** True when the value has the shape. */
export function is(schema: Schema<unknown>, input: unknown): boolean {
  return schema.read(input) !== INVALID;
}

const shape = <T>(read: (input: unknown) => T | Invalid): Schema<T> => ({ read });
const when = <T>(ok: boolean, value: T): T | Invalid => (ok ? value : INVALID);

/** A string (that passes `rule`, when given). */
export const string = (rule?: (value: string) => boolean): Schema<string> =>
  shape((input) => when(typeof input === 'string' && (!rule || rule(input)), input as string));

/** A string of `min` to `max` characters (UTF-16 code units, as String.length). */
export const text = (min: number, max: number, rule?: (value: string) => boolean): Schema<string> =>
  string((value) => value.length >= min && value.length <= max && (!rule || rule(value)));

/** A finite number (that passes `rule`, when given). */
export const number = (rule?: (value: number) => boolean): Schema<number> =>
  shape((input) => when(Number.isFinite(input) && (!rule || rule(input as number)), input as number));

/** A finite number. */
export const finiteNumber: Schema<number> = number();

/** true or false. */
export const boolean: Schema<boolean> = shape((input) => when(typeof input === 'boolean', input as boolean));

/** Anything (kept as it is). */
export const unknown: Schema<unknown> = shape((input) => input);

/** One of the listed strings. */
export const picklist = <const L extends readonly string[]>(list: L): Schema<L[number]> =>
  shape((input) => when(list.includes(input as string), input as L[number]));

/** A shape whose key may be absent from an object (left out of what is read). */
export type OptionalSchema<T> = Schema<T> & { readonly skipsAbsent: true };

/** The shape, or undefined (an absent key is left out); with a default, undefined reads as the default. */
export function optional<T>(schema: Schema<T>): OptionalSchema<T | undefined>;
export function optional<T>(schema: Schema<T>, fallback: T | (() => T)): Schema<T>;
export function optional<T>(schema: Schema<T>, fallback?: T | (() => T)): Schema<T | undefined> {
  if (fallback === undefined) {
    return { read: (input) => (input === undefined ? undefined : schema.read(input)), skipsAbsent: true };
  }
  const value = () => (typeof fallback === 'function' ? (fallback as () => T)() : fallback);
  return { read: (input) => schema.read(input === undefined ? value() : input), hasDefault: true };
}

/** The shape, null or undefined (an absent key is left out). */
export const nullish = <T>(schema: Schema<T>): OptionalSchema<T | null | undefined> => ({
  read: (input) => (input === null || input === undefined ? input : schema.read(input)),
  skipsAbsent: true,
});

/** The shape or null. */
export const nullable = <T>(schema: Schema<T>): Schema<T | null> =>
  shape((input) => (input === null ? null : schema.read(input)));

/** The first of the shapes the value has. */
export const union = <A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> =>
  shape((input) => {
    const first = a.read(input);
    return first === INVALID ? b.read(input) : first;
  });

/** An array of at most `max` items of one shape. */
export const array = <T>(item: Schema<T>, max = Infinity): Schema<T[]> =>
  shape((input) => {
    if (!Array.isArray(input) || input.length > max) return INVALID;
    const out: T[] = [];
    for (const entry of input) {
      const value = item.read(entry);
      if (value === INVALID) return INVALID;
      out.push(value);
    }
    return out;
  });

/** The shape, then a rule over what it read. */
export const refine = <T>(schema: Schema<T>, rule: (value: T) => boolean): Schema<T> =>
  shape((input) => {
    const value = schema.read(input);
    return value === INVALID || !rule(value) ? INVALID : value;
  });

/** The shape, then what it read changed by `change` (e.g. bad entries left out). */
export const transform = <T, U>(schema: Schema<T>, change: (value: T) => U): Schema<U> =>
  shape((input) => {
    const value = schema.read(input);
    return value === INVALID ? INVALID : change(value);
  });

/** A shape defined in terms of itself (read when first used). */
export const lazy = <T>(get: () => Schema<T>): Schema<T> => shape((input) => get().read(input));

/** True for a non-null, non-array object (what JSON gives for `{...}`). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Decision: a stored object's keys named __proto__, constructor or prototype are left out of the value read
// (valibot's rule; zod left out only __proto__) — this app never writes such keys; a record still refuses a wrong
// value under constructor or prototype, as it did under zod.
const UNCOPIED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const own = (input: object, key: string) => Object.prototype.hasOwnProperty.call(input, key);
const copiedKey = (input: object, key: string) => own(input, key) && !UNCOPIED_KEYS.has(key);

type Entries = Record<string, Schema<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] };
/** The object an object shape reads into: optional keys as `key?:`. */
export type ObjectOutput<E extends Entries> = Flat<
  { -readonly [K in keyof E as E[K] extends OptionalSchema<unknown> ? never : K]: InferOutput<E[K]> } & {
    -readonly [K in keyof E as E[K] extends OptionalSchema<unknown> ? K : never]?: InferOutput<E[K]>;
  }
>;

function readEntries(entries: Entries, input: Record<string, unknown>): Record<string, unknown> | Invalid {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(entries)) {
    if (key in input || schema.hasDefault) {
      const value = schema.read(input[key]);
      if (value === INVALID) return INVALID;
      out[key] = value;
    } else if (!schema.skipsAbsent) return INVALID;
  }
  return out;
}

/** An object with these entries; unknown keys are dropped; an array is refused. */
export function plainObject<const E extends Entries>(entries: E): Schema<ObjectOutput<E>> {
  return shape((input) =>
    isPlainObject(input) ? (readEntries(entries, input) as ObjectOutput<E> | Invalid) : INVALID,
  );
}

/** An object with these entries; unknown keys pass through; an array is refused. */
export function plainLooseObject<const E extends Entries>(
  entries: E,
): Schema<ObjectOutput<E> & Record<string, unknown>> {
  return shape((input) => {
    if (!isPlainObject(input)) return INVALID;
    const out = readEntries(entries, input);
    if (out === INVALID) return INVALID;
    for (const key in input) if (copiedKey(input, key) && !own(entries, key)) out[key] = input[key];
    return out as ObjectOutput<E> & Record<string, unknown>;
  });
}

/** A record of string keys to values of one shape; an array is refused. */
export function plainRecord<T>(value: Schema<T>): Schema<Record<string, T>> {
  return shape((input) => {
    if (!isPlainObject(input)) return INVALID;
    const out: Record<string, T> = {};
    for (const key in input) {
      const copied = copiedKey(input, key);
      if (!copied && !(own(input, key) && key !== '__proto__')) continue;
      const read = value.read(input[key]);
      if (read === INVALID) return INVALID;
      if (copied) out[key] = read;
    }
    return out;
  });
}
