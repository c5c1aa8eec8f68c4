export interface MockOperation {
  operationId: string;
  method: string;
  pattern: RegExp;
  params: number;
}
export function loadOperations(specText?: string): MockOperation[];
export function operationFor(operations: MockOperation[], method: string, path: string): string | null;
export function scenarioPrefer(scenario: string | null | undefined, operationId: string | null): string | null;
