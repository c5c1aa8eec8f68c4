import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildWireKeys, compactWireKeys } from '../../scripts/codegen/wire-keys.mjs';
import { WIRE_SHAPE_TABLE } from './generated/wire-keys';
import { camelKey, readWireOperation, readWireShape, WIRE_SHAPES, wireOperation } from './wire-shapes';

const spec: unknown = parse(readFileSync('openapi.yaml', 'utf8'));

describe('the compact key map reads back into the key map the contract gives (ADR 0022)', () => {
  it('every shape and operation, with shape names replaced by their numbers', () => {
    const full = buildWireKeys(spec);
    const names = Object.keys(full.shapes);
    const number = (name: string | undefined) => (name === undefined ? undefined : String(names.indexOf(name)));
    const { table, operations } = compactWireKeys(full);
    names.forEach((name, i) => {
      const { p, c, a } = full.shapes[name] ?? {};
      const expected = {
        ...(p ? { p } : {}),
        ...(c ? { c: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, number(v)])) } : {}),
        ...(a ? { a: number(a) } : {}),
      };
      expect(readWireShape(table[i] ?? ''), name).toEqual(expected);
      expect(WIRE_SHAPES[String(i)], `${name} in the generated file (npm run generate)`).toEqual(expected);
    });
    for (const [id, { q, s }] of Object.entries(full.operations)) {
      const expected = {
        ...(q ? { q: number(q) } : {}),
        ...(s ? { s: Object.fromEntries(Object.entries(s).map(([k, v]) => [k, number(v)])) } : {}),
      };
      expect(readWireOperation(operations[id] ?? ''), id).toEqual(expected);
      expect(wireOperation(id), `${id} in the generated file`).toEqual(expected);
    }
  });

  it('reads a shape once, on first use; a number past the table or any other key is no shape', () => {
    expect(WIRE_SHAPES['0']).toBe(WIRE_SHAPES['0']);
    expect(WIRE_SHAPES[String(WIRE_SHAPE_TABLE.length)]).toBeUndefined();
    expect(WIRE_SHAPES['-1']).toBeUndefined();
    expect(WIRE_SHAPES['toString']).toBeUndefined();
    expect(WIRE_SHAPES['__proto__']).toBeUndefined();
  });

  it('names each app key by camelCase, as the generator checks', () => {
    expect(camelKey('tax_8_amount')).toBe('tax8Amount');
    expect(camelKey('restaurant_liff_url_map')).toBe('restaurantLiffUrlMap');
    expect(() => compactWireKeys({ shapes: { X: { p: { odd_name: 'renamed' } } }, operations: {} })).toThrow(
      /not camelKey/,
    );
  });
});
