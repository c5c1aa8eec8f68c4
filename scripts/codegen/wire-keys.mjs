// The snake_case ↔ camelCase key map of every body the contract declares, read from openapi.yaml (ADR 0022).
// `buildWireKeys(spec)` returns { shapes, operations }:
//   shapes[name] = { p?: { wireKey: appKey }, c?: { wireKey: childShape }, a?: mapValueShape }
//   operations[operationId] = { q?: requestShape, s?: { status: responseShape } }
// An array takes the shape of its items (the adapter applies a shape to each element of an array).
// Only what changes a body is kept: a property whose name stays and whose value holds no renamed key is left out,
// so map keys (`additionalProperties`), free-form objects and unknown keys pass through as they are.
// Deterministic: the same contract gives the same map (sorted keys).

/** `restaurant_liff_url_map` → `restaurantLiffUrlMap`, `tax_8_amount` → `tax8Amount`. */
export const camelKey = (key) => key.replace(/_+([a-zA-Z0-9])/g, (_, next) => next.toUpperCase());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SCHEMA_REF = '#/components/schemas/';
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The shape builder over one contract: `shapeOf(schema, at)` registers the key map of a schema in `shapes` and returns
 * its name (named schemas once, inline ones under `at`); every property is listed, renamed or not.
 */
export function wireKeyBuilder(spec) {
  const resolve = (node) =>
    typeof node?.$ref === 'string' && node.$ref.startsWith('#/')
      ? resolve(
          node.$ref
            .slice(2)
            .split('/')
            .reduce((at, key) => at?.[key], spec),
        )
      : node;
  const shapes = {};

  function shapeOf(schema, at) {
    if (!isObject(schema)) return undefined;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith(SCHEMA_REF)) {
      const name = schema.$ref.slice(SCHEMA_REF.length);
      if (!(name in shapes)) {
        shapes[name] = {};
        shapes[name] = build(resolve(schema), name);
      }
      return name;
    }
    if (isObject(schema.items)) return shapeOf(schema.items, `${at}[]`);
    shapes[at] = build(schema, at);
    return at;
  }

  /** Merges the branches of allOf / oneOf / anyOf: a key renamed in any branch is renamed. */
  function build(schema, at) {
    const shape = { p: {}, c: {} };
    for (const part of ['allOf', 'oneOf', 'anyOf'].flatMap((key) => schema[key] ?? [])) {
      const resolved = resolve(part);
      if (!isObject(resolved) || resolved === schema) continue;
      const nested = build(resolved, at);
      Object.assign(shape.p, nested.p);
      Object.assign(shape.c, nested.c);
      shape.a ??= nested.a;
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      shape.p[key] = camelKey(key);
      const childShape = shapeOf(child, `${at}.${key}`);
      if (childShape) shape.c[key] = childShape;
    }
    if (isObject(schema.additionalProperties)) shape.a = shapeOf(schema.additionalProperties, `${at}{}`);
    return shape;
  }

  return { shapes, shapeOf, resolve };
}

export function buildWireKeys(spec) {
  const { shapes, shapeOf, resolve } = wireKeyBuilder(spec);
  const operations = {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const entry = {};
      const body = resolve(op.requestBody)?.content?.['application/json']?.schema;
      if (body) entry.q = shapeOf(body, `${op.operationId}.request`);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = resolve(response)?.content?.['application/json']?.schema;
        if (schema) entry.s = { ...entry.s, [status]: shapeOf(schema, `${op.operationId}.${status}`) };
      }
      operations[op.operationId] = entry;
    }
  }
  return prune(shapes, operations);
}

/** Drops every shape that renames nothing at any depth, and every entry that neither renames nor leads to one. */
function prune(shapes, operations) {
  const live = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, { p, c, a }] of Object.entries(shapes)) {
      if (live.has(name)) continue;
      const renames = Object.entries(p).some(([key, app]) => key !== app);
      if (renames || Object.values(c).some((child) => live.has(child)) || live.has(a)) {
        live.add(name);
        grew = true;
      }
    }
  }
  const sorted = (entries) => Object.fromEntries(entries.sort(([x], [y]) => x.localeCompare(y)));
  const kept = {};
  for (const name of [...live].sort()) {
    const { p, c, a } = shapes[name];
    const out = {};
    const renamed = Object.entries(p).filter(([key, app]) => key !== app);
    const children = Object.entries(c).filter(([, child]) => live.has(child));
    if (renamed.length > 0) out.p = sorted(renamed);
    if (children.length > 0) out.c = sorted(children);
    if (live.has(a)) out.a = a;
    kept[name] = out;
  }
  const ops = {};
  for (const id of Object.keys(operations).sort()) {
    const { q, s } = operations[id];
    const out = {};
    if (live.has(q)) out.q = q;
    const statuses = Object.entries(s ?? {}).filter(([, name]) => live.has(name));
    if (statuses.length > 0) out.s = Object.fromEntries(statuses);
    if (out.q || out.s) ops[id] = out;
  }
  return { shapes: kept, operations: ops };
}

/**
 * The key map as the browser receives it (src/api/generated/wire-keys.ts): shapes numbered, and each one a single
 * string `renamed wire keys;child=shape …;map value shape`, because every app name is `camelKey` of its wire name
 * (`buildWireKeys` renames nothing else) and a table of strings weighs a third of the object literal (issue 29).
 * Operations: `request shape;status=shape …`. `src/api/wire-shapes.ts` expands it back into `buildWireKeys`' form,
 * with shape names replaced by their numbers.
 */
export function compactWireKeys({ shapes, operations }) {
  const names = Object.keys(shapes);
  const index = new Map(names.map((name, i) => [name, i]));
  const table = names.map((name) => {
    const { p = {}, c = {}, a } = shapes[name];
    for (const [wire, app] of Object.entries(p))
      if (camelKey(wire) !== app) throw new Error(`${name}.${wire}: app name ${app} is not camelKey(${wire})`);
    const children = Object.entries(c).map(([wire, child]) => `${wire}=${index.get(child)}`);
    return `${Object.keys(p).join(' ')};${children.join(' ')};${a === undefined ? '' : index.get(a)}`;
  });
  const ops = Object.fromEntries(
    Object.entries(operations).map(([id, { q, s = {} }]) => [
      id,
      `${q === undefined ? '' : index.get(q)};${Object.entries(s)
        .map(([status, shape]) => `${status}=${index.get(shape)}`)
        .join(' ')}`,
    ]),
  );
  return { table, operations: ops };
}
