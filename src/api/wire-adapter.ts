import { OPERATIONS } from './generated/operations';
import { convertKeys } from './convert-keys';
import { compileOperations, findOperation } from './required-parameters';
import { WIRE_SHAPES, wireOperation } from './wire-shapes';

/**
 * The one wire adapter (SPEC 7, ADR 0022): bodies go out with the contract's snake_case names and come in with the
 * camelCase names of the generated models, renamed by the key map generated from openapi.yaml
 * (scripts/codegen/wire-keys.mjs). Only declared properties are renamed; the keys of a map
 * (`restaurant_liff_url_map: { R1001: … }`), free-form data and keys the contract does not declare pass unchanged.
 */
/** Where a call goes: axios' method and url (relative to the base URL, query allowed). */
export interface WireCall {
  method?: string;
  url?: string;
}

let matchers: ReturnType<typeof compileOperations> | undefined;
const operationAt = (call: WireCall) => findOperation((matchers ??= compileOperations(OPERATIONS)), call)?.op;

/** A request body as the contract's operation sends it (snake_case); bodies of unknown calls pass unchanged. */
export function toWire(call: WireCall, body: unknown): unknown {
  const operation = operationAt(call);
  return convertKeys(WIRE_SHAPES, operation && wireOperation(operation.operationId)?.q, body, 'out');
}

/** A response body (any status the operation declares, errors included) as the generated models name it. */
export function fromWire(call: WireCall, status: number | undefined, body: unknown): unknown {
  const operation = operationAt(call);
  const responses = operation && wireOperation(operation.operationId)?.s;
  return convertKeys(WIRE_SHAPES, responses?.[String(status)] ?? responses?.default, body, 'in');
}
