import { RequiredParameterError } from './api-error';

/** One operation of the contract, as far as the pre-send check needs it (generated from openapi.yaml). */
export interface OperationShape {
  operationId: string;
  method: string;
  path: string;
  requiredPath: readonly string[];
  requiredQuery: readonly string[];
  requiredBody: boolean;
  /** Its request and response shapes in the wire key map (wire-shapes.ts `readWireOperation`); empty when none. */
  wire?: string;
}

export interface Matcher {
  op: OperationShape;
  regex: RegExp;
  names: string[];
}

const MISSING_SEGMENTS = new Set(['', 'undefined', 'null']);

/** Compile path templates once; literal paths are tried before templated ones (`/v1/orders/cart` before `/v1/orders/{orderId}`). */
export function compileOperations(operations: readonly OperationShape[]): Matcher[] {
  return operations
    .map((op) => {
      const names: string[] = [];
      const pattern = op.path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]*)';
        })
        .join('');
      return { op, names, regex: new RegExp(`^${pattern}$`) };
    })
    .sort((a, b) => a.names.length - b.names.length);
}

/** The operation a call goes to (method and path, the query ignored), or undefined outside the contract. */
export function findOperation(
  matchers: readonly Matcher[],
  request: { method?: string; url?: string },
): Matcher | undefined {
  const method = (request.method ?? 'get').toLowerCase();
  const path = (request.url ?? '').split('?')[0] ?? '';
  return matchers.find((m) => m.op.method === method && m.regex.test(path));
}

/**
 * Refuse a call before sending when a required path, query or body parameter is null or undefined (SPEC 5):
 * `Required parameter X was null or undefined when calling Y.`
 */
export function assertRequiredParameters(
  matchers: readonly Matcher[],
  request: { method?: string; url?: string; params?: unknown; data?: unknown },
): void {
  const match = findOperation(matchers, request);
  if (!match) return;
  const path = (request.url ?? '').split('?')[0] ?? '';
  const values = match.regex.exec(path) ?? [];
  match.names.forEach((name, index) => {
    if (match.op.requiredPath.includes(name) && MISSING_SEGMENTS.has(values[index + 1] ?? '')) {
      throw new RequiredParameterError(name, match.op.operationId);
    }
  });
  const params: object = request.params ?? {};
  for (const name of match.op.requiredQuery) {
    const value: unknown = Object.getOwnPropertyDescriptor(params, name)?.value;
    if (value === null || value === undefined) throw new RequiredParameterError(name, match.op.operationId);
  }
  if (match.op.requiredBody && (request.data === null || request.data === undefined)) {
    throw new RequiredParameterError('body', match.op.operationId);
  }
}
