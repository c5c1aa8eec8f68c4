import { dereference } from '@apidevtools/json-schema-ref-parser';
import { join } from 'node:path';

/** The parts of openapi.yaml the contract tests walk (fully dereferenced, example files included). */
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: {
    type?: string;
    enum?: unknown[];
    default?: unknown;
    example?: unknown;
    minimum?: number;
    items?: { type?: string };
  };
}
export interface ContractExample {
  summary?: string;
  value: unknown;
}
export interface ContractMedia {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, ContractExample>;
}
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  parameters: ContractParameter[];
  requestBody?: { required?: boolean; content?: Record<string, ContractMedia> };
  responses: Record<string, { content?: Record<string, ContractMedia> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function loadContract(): Promise<{ operations: ContractOperation[]; doc: Record<string, unknown> }> {
  const doc = await dereference<Record<string, unknown>>(join(__dirname, '../../openapi.yaml'));
  const operations: ContractOperation[] = [];
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Omit<ContractOperation, 'method' | 'path'> | undefined;
      if (!op) continue;
      const shared = (item.parameters as ContractParameter[] | undefined) ?? [];
      operations.push({ ...op, method, path, parameters: [...shared, ...(op.parameters ?? [])] });
    }
  }
  return { operations, doc };
}

/** A valid value for a parameter: its example, else its schema's example, enum or default, else one by type. */
export function sampleValue(param: ContractParameter): unknown {
  const schema = param.schema ?? {};
  const value = param.example ?? schema.example ?? schema.enum?.[0] ?? schema.default;
  if (value !== undefined) return value;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return ['sample'];
    default:
      return 'sample';
  }
}

/** The first example of a media object, from `example` or the first of `examples`. */
export function firstExample(media: ContractMedia | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}
