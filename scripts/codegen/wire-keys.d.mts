// Types of wire-keys.mjs (the codegen's key-map builder, ADR 0022).
import type { WireShape } from '../../src/api/convert-keys';

export function camelKey(key: string): string;
export function wireKeyBuilder(spec: unknown): {
  shapes: Record<string, WireShape>;
  shapeOf: (schema: unknown, at: string) => string | undefined;
  resolve: (node: unknown) => unknown;
};
export function buildWireKeys(spec: unknown): {
  shapes: Record<string, WireShape>;
  operations: Record<string, { q?: string; s?: Record<string, string> }>;
};
export function compactWireKeys(keys: ReturnType<typeof buildWireKeys>): {
  table: string[];
  operations: Record<string, string>;
};
