import type { OperationShape } from './required-parameters';

/**
 * The generated operation table (src/api/generated/operations.ts, scripts/codegen/after-generate.mjs) read back into
 * operations. One row per operation: `method|path|operationId|required query,…|1 when a body is required|wire row`,
 * the wire row being the operation's request and response shapes in the key map (ADR 0022, wire-shapes.ts). The
 * required path parameters are the path's own placeholders (the contract requires every path parameter, as the
 * generator checks). Decision (issue 29): one compact table for both the pre-send check and the wire adapter, as the
 * browser loads it with the API client; the same operations as before, in fewer bytes.
 */
export function readOperation(row: string): OperationShape {
  const [method = '', path = '', operationId = '', query = '', body = '', wire = ''] = row.split('|');
  return {
    operationId,
    method,
    path,
    requiredPath: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
    requiredQuery: query ? query.split(',') : [],
    requiredBody: body === '1',
    wire,
  };
}

/** Every row of the table as an operation. */
export const readOperations = (rows: readonly string[]): readonly OperationShape[] => rows.map(readOperation);
