import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { convertKeys } from '../../src/api/convert-keys';
import { camelKey, wireKeyBuilder } from './wire-keys.mjs';

/**
 * What orval reads: the contract is written in wire format (snake_case property names); the app works in
 * camelCase because the axios client converts bodies at run time (src/api/wire-adapter.ts, by the key map of
 * scripts/codegen/wire-keys.mjs). This renames every schema property (and `required` entries) with the same names
 * so the generated models, hooks, zod schemas and MSW mocks describe what the app actually sees, and renames the keys
 * of the contract's examples by the same map (map keys and free-form data stay). Parameter names are left alone:
 * query names are sent as the spec writes them.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function camelizeSchema(schema: unknown): unknown {
  if (!isObject(schema) || '$ref' in schema) return schema;
  const out: Json = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [camelKey(key), camelizeSchema(value)]),
    );
  }
  if (Array.isArray(schema.required)) out.required = schema.required.map((key) => camelKey(String(key)));
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(schema[key])) out[key] = camelizeSchema(schema[key]);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map(camelizeSchema);
  }
  return out;
}

function camelizeContent(holder: unknown): void {
  if (!isObject(holder) || !isObject(holder.content)) return;
  for (const media of Object.values(holder.content)) {
    if (isObject(media) && media.schema) media.schema = camelizeSchema(media.schema);
  }
}

type Builder = ReturnType<typeof wireKeyBuilder>;

/** An example's value with every `$ref` to a mocks/ file read in (a file's refs are relative to that file). */
function inlined(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => inlined(item, base));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string' && !value.$ref.startsWith('#')) {
    const file = join(base, value.$ref);
    return inlined(JSON.parse(readFileSync(file, 'utf8')), dirname(file));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlined(item, base)]));
}

/** The `example` and named `examples` of a media type, read in and renamed by its schema's key map. */
function camelizeExamples(media: Json, keys: Builder, base: string): void {
  const shape = keys.shapeOf(media.schema, '#example');
  const camel = (value: unknown) => convertKeys(keys.shapes, shape, inlined(value, base), 'in');
  if ('example' in media) media.example = camel(media.example);
  if (!isObject(media.examples)) return;
  media.examples = Object.fromEntries(
    Object.entries(media.examples).map(([name, example]) => {
      const resolved = keys.resolve(example);
      return [name, isObject(resolved) ? { ...resolved, value: camel(resolved.value) } : resolved];
    }),
  );
}

/** Every media type of a request body or response (inline or under components). */
function* mediaTypes(doc: Json): Generator<Json> {
  const holders: unknown[] = [];
  const components = isObject(doc.components) ? doc.components : {};
  for (const group of ['requestBodies', 'responses'] as const) {
    if (isObject(components[group])) holders.push(...Object.values(components[group]));
  }
  for (const pathItem of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    for (const operation of Object.values(isObject(pathItem) ? pathItem : {})) {
      if (!isObject(operation)) continue;
      holders.push(operation.requestBody, ...Object.values(isObject(operation.responses) ? operation.responses : {}));
    }
  }
  for (const holder of holders) {
    if (!isObject(holder) || !isObject(holder.content)) continue;
    for (const media of Object.values(holder.content)) if (isObject(media)) yield media;
  }
}

/**
 * The contract as orval should see it: openapi.yaml with camelCase property names and its examples kept, their
 * mocks/ files read in and their keys renamed like the bodies the app sees (orval takes no external `$ref`).
 */
export function loadContractForCodegen(path: string): Record<string, unknown> {
  const doc = parse(readFileSync(path, 'utf8')) as Json;
  const keys = wireKeyBuilder(doc);
  for (const media of mediaTypes(doc)) camelizeExamples(media, keys, dirname(path));
  const external = /"\$ref":"(?!#)([^"]+)"/.exec(JSON.stringify(doc));
  if (external) throw new Error(`codegen: unexpected external $ref: ${external[1]}`);
  return camelizeSpec(doc);
}

/** Returns a copy of the OpenAPI document with camelCase property names. */
export default function camelizeSpec<T>(spec: T): T {
  const doc = structuredClone(spec) as Json;
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.schemas)) {
    components.schemas = Object.fromEntries(
      Object.entries(components.schemas).map(([name, schema]) => [name, camelizeSchema(schema)]),
    );
  }
  for (const group of ['requestBodies', 'responses'] as const) {
    if (isObject(components[group])) Object.values(components[group]).forEach(camelizeContent);
  }
  for (const pathItem of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation)) continue;
      camelizeContent(operation.requestBody);
      if (isObject(operation.responses)) Object.values(operation.responses).forEach(camelizeContent);
    }
  }
  return doc as T;
}
