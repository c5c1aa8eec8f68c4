// The operations of openapi.yaml as (method, path pattern) → operationId, so the mock layer can apply a scenario
// picked for one operation (the dev kit's `mock_scenario`) to exactly that operation's calls.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** [{ operationId, method, pattern, params }] with literal paths before templated ones. */
export function loadOperations(specText = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) {
  const spec = parse(specText);
  const operations = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operationId = item?.[method]?.operationId;
      if (!operationId) continue;
      const params = (path.match(/\{[^}]+\}/g) ?? []).length;
      const source = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      operations.push({ operationId, method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), params });
    }
  }
  return operations.sort((a, b) => a.params - b.params);
}

/** The operationId a call is for, or null. */
export function operationFor(operations, method, path) {
  return operations.find((op) => op.method === method && op.pattern.test(path))?.operationId ?? null;
}

/**
 * The Prefer value of a scenario `<operationId>:<status>:<example>` for this call, or null when the scenario is for
 * another operation or is not well formed (bad input is ignored, never forwarded).
 */
export function scenarioPrefer(scenario, operationId) {
  const match = /^([A-Za-z][\w]*):(\d{3}):([\w.-]+)$/.exec(scenario ?? '');
  if (!match || match[1] !== operationId) return null;
  return `code=${match[2]}, example=${match[3]}`;
}
