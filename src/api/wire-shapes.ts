import type { WireShape } from './convert-keys';
import { OPERATIONS } from './generated/operations';
import { WIRE_SHAPE_TABLE } from './generated/wire-keys';

/**
 * The generated key map (src/api/generated/wire-keys.ts, scripts/codegen/wire-keys.mjs `compactWireKeys`) read back
 * into shapes the adapter walks (ADR 0022). The table keeps only wire names: the app name of each is its camelCase
 * (`tax_8_amount` → `tax8Amount`), as the generator checks.
 */
export const camelKey = (key: string): string =>
  key.replace(/_+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());

const words = (list: string): string[] => (list ? list.split(' ') : []);
const pairs = (list: string): [string, string][] => words(list).map((pair) => pair.split('=') as [string, string]);

/** One table row (`renamed;child=shape …;map value`) as a shape; shapes are named by their row number. */
export function readWireShape(row: string): WireShape {
  const [renamed = '', children = '', mapValue = ''] = row.split(';');
  return {
    ...(renamed ? { p: Object.fromEntries(words(renamed).map((wire) => [wire, camelKey(wire)])) } : {}),
    ...(children ? { c: Object.fromEntries(pairs(children)) } : {}),
    ...(mapValue ? { a: mapValue } : {}),
  };
}

/** One operation row (`request;status=shape …`): its request shape and its response shape per status. */
export function readWireOperation(row: string): { q?: string; s?: Record<string, string> } {
  const [request = '', statuses = ''] = row.split(';');
  return { ...(request ? { q: request } : {}), ...(statuses ? { s: Object.fromEntries(pairs(statuses)) } : {}) };
}

const readShapes = new Map<string, WireShape>();
/**
 * The shapes by row number, each read from its table row on first use and kept: a page reads the few shapes of the
 * calls it makes, not every row of the table while its scripts start (issue 29: the whole table cost ~10 ms of a
 * page's start at 4× CPU, `npm run bench:long-tasks`).
 */
export const WIRE_SHAPES: Readonly<Record<string, WireShape>> = new Proxy(
  {},
  {
    get(_, key) {
      if (typeof key !== 'string' || !/^\d+$/.test(key)) return undefined;
      let shape = readShapes.get(key);
      if (!shape) {
        const row = WIRE_SHAPE_TABLE[Number(key)];
        if (row === undefined) return undefined;
        readShapes.set(key, (shape = readWireShape(row)));
      }
      return shape;
    },
  },
);

const operations = new Map<string, ReturnType<typeof readWireOperation>>();
let wireRows: Map<string, string> | undefined;
/** The request and response shapes of an operation (read from its row of the operation table on first use). */
export function wireOperation(operationId: string): ReturnType<typeof readWireOperation> | undefined {
  wireRows ??= new Map(OPERATIONS.map((op) => [op.operationId, op.wire ?? '']));
  const row = wireRows.get(operationId);
  if (!row) return undefined;
  let read = operations.get(operationId);
  if (!read) operations.set(operationId, (read = readWireOperation(row)));
  return read;
}
