import { MOCK_SCENARIOS, type MockScenarioOperation } from '@/api/generated/scenarios';
import type { OperationScenario } from '@/mock/scenario';

/** One choice of the panel's searchable list: an operation and one of its named examples, errors included. */
export interface ScenarioOption extends OperationScenario {
  method: string;
  path: string;
  summary: string;
  /** Text the search matches: operation, method, path, status, example name, summary. */
  search: string;
}

/** Every named example of every operation of openapi.yaml (generated list, src/api/generated/scenarios.ts). */
export function scenarioOptions(operations: readonly MockScenarioOperation[] = MOCK_SCENARIOS): ScenarioOption[] {
  return operations.flatMap((operation) =>
    operation.examples.map((example) => ({
      operationId: operation.operationId,
      status: example.status,
      example: example.name,
      method: operation.method.toUpperCase(),
      path: operation.path,
      summary: example.summary,
      search:
        `${operation.operationId} ${operation.method} ${operation.path} ${example.status} ${example.name} ${example.summary}`.toLowerCase(),
    })),
  );
}

/** Options whose text contains every word of the query (case-insensitive). */
export function filterOptions(options: readonly ScenarioOption[], query: string): ScenarioOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return options.filter((option) => words.every((word) => option.search.includes(word)));
}

export function sameScenario(a: OperationScenario | null, b: OperationScenario | null): boolean {
  return a?.operationId === b?.operationId && a?.status === b?.status && a?.example === b?.example;
}
