/**
 * Renames the keys of a JSON body by a key map generated from the contract (scripts/codegen/wire-keys.mjs, ADR 0022):
 * `in` = wire (snake_case) → app (camelCase), `out` = the reverse. Pure and dependency-free: the wire adapter uses it
 * at run time and the codegen loader to camelize the contract's examples.
 */
export type Direction = 'in' | 'out';
/** One schema's key map (the generated WireShape, or the codegen's own before pruning). */
export interface WireShape {
  p?: Readonly<Record<string, string>>;
  c?: Readonly<Record<string, string>>;
  a?: string;
}
type Shapes = Readonly<Record<string, WireShape>>;

const isPlainJson = (value: unknown): value is object =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The app → wire view of a shape (its names and children keyed by the camelCase name), built once per shape. */
const outward = new WeakMap<WireShape, WireShape>();
function outShape(shape: WireShape): WireShape {
  let out = outward.get(shape);
  if (!out) {
    const names = Object.entries(shape.p ?? {});
    const appName = (key: string): string => shape.p?.[key] ?? key;
    out = {
      p: Object.fromEntries(names.map(([wire, app]) => [app, wire])),
      c: Object.fromEntries(Object.entries(shape.c ?? {}).map(([wire, child]) => [appName(wire), child])),
      ...(shape.a ? { a: shape.a } : {}),
    };
    outward.set(shape, out);
  }
  return out;
}

/** Renames the keys of `body` that the shape `name` declares, at every depth the contract describes. */
export function convertKeys(shapes: Shapes, name: string | undefined, body: unknown, direction: Direction): unknown {
  const declared = name === undefined ? undefined : shapes[name];
  if (!declared || !isPlainJson(body)) return body;
  if (Array.isArray(body)) return body.map((item: unknown) => convertKeys(shapes, name, item, direction));
  const shape = direction === 'in' ? declared : outShape(declared);
  const entries = Object.entries(body).map(([key, value]: [string, unknown]) => {
    const child = shape.c?.[key] ?? shape.a;
    return [shape.p?.[key] ?? key, convertKeys(shapes, child, value, direction)];
  });
  return Object.fromEntries(entries);
}
