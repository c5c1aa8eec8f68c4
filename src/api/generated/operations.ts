import type { OperationShape } from '../required-parameters';
export const OPERATIONS: readonly OperationShape[] = [];
