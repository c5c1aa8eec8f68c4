import { camelCase, snakeCase } from 'change-case/keys';

const isPlainJson = (value: unknown): value is object =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Request bodies go out with snake_case keys, at every depth (SPEC 7). FormData and other objects pass as they are. */
export function toWireKeys<T>(body: T): unknown {
  return isPlainJson(body) ? snakeCase(body, Infinity) : body;
}

/** Response bodies come in with camelCase keys, at every depth (SPEC 7). */
export function fromWireKeys<T>(body: T): unknown {
  return isPlainJson(body) ? camelCase(body, Infinity) : body;
}
