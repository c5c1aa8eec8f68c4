import type { OperationShape } from './required-parameters';

/** One contract operation as a method and an anchored path regex (one capture group per path parameter). */
export interface ContractRoute {
  readonly method: string;
  readonly regex: RegExp;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Compile the contract's operations (generated table) into method + path matchers. */
export function compileContractRoutes(operations: readonly OperationShape[]): ContractRoute[] {
  return operations.map((op) => ({
    method: op.method.toUpperCase(),
    regex: new RegExp(
      `^${op.path
        .split(/(\{[^}]+\})/)
        .map((part) => (/^\{[^}]+\}$/.test(part) ? '([^/]+)' : escapeRegex(part)))
        .join('')}$`,
    ),
  }));
}

// Decision: a path parameter is one segment that decodes, and whose decoded value is not '.' or '..' and holds no
// '/' or '\' (an encoded `..%2F` can never climb out of the contract's tree on the backend). The method must be the
// contract's: HEAD and OPTIONS are not in it, so they are refused like any path outside it.
function isSafeParameter(raw: string): boolean {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  return value !== '.' && value !== '..' && !/[/\\]/.test(value);
}

/** True when `method path` (path without the /api prefix and without the query) is an operation of the contract. */
export function isContractRequest(routes: readonly ContractRoute[], method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return routes.some((route) => {
    if (route.method !== upper) return false;
    const match = route.regex.exec(path);
    return match !== null && match.slice(1).every(isSafeParameter);
  });
}
