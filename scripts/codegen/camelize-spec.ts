import { readFileSync } from 'node:fs';
import { camelCase } from 'change-case';
import { parse } from 'yaml';

/**
 * What orval reads: the contract is written in wire format (snake_case property names); the app works in
 * camelCase because the axios client converts bodies at run time (src/api/case-conversion.ts, same library). This
 * renames every schema property (and `required` entries) so the generated models, hooks, zod schemas and MSW mocks
 * describe what the app actually sees. Parameter names are left alone: query names are sent as the spec writes them.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function camelizeSchema(schema: unknown): unknown {
  if (!isObject(schema) || '$ref' in schema) return schema;
  const out: Json = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [camelCase(key), camelizeSchema(value)]),
    );
  }
  if (Array.isArray(schema.required)) out.required = schema.required.map((key) => camelCase(String(key)));
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(schema[key])) out[key] = camelizeSchema(schema[key]);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map(camelizeSchema);
  }
  // Wire-format examples no longer match the renamed properties; generated mocks use faker instead.
  delete out.example;
  return out;
}

function camelizeContent(holder: unknown): void {
  if (!isObject(holder) || !isObject(holder.content)) return;
  for (const media of Object.values(holder.content)) {
    if (isObject(media) && media.schema) media.schema = camelizeSchema(media.schema);
  }
}

/**
 * Drop every `example`/`examples` (they point into mocks/ files, which orval would otherwise try to treat as extra
 * specs; generated mocks use faker). Keys inside `properties` are property names, not examples, and are kept.
 */
export function stripExamples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripExamples);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .map(([key, value]) => [
        key,
        key === 'properties' && isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, stripExamples(schema)]))
          : stripExamples(value),
      ]),
  );
}

/** The contract as orval should see it: openapi.yaml without examples, with camelCase property names. */
export function loadContractForCodegen(path: string): Record<string, unknown> {
  const doc = stripExamples(parse(readFileSync(path, 'utf8')));
  const text = JSON.stringify(doc);
  const external = /"\$ref":"(?!#)([^"]+)"/.exec(text);
  if (external) throw new Error(`codegen: unexpected external $ref outside examples: ${external[1]}`);
  return camelizeSpec(doc as Record<string, unknown>);
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
