type Json = Record<string, unknown>;
export function dMiniHash(seed: string): string;
export interface DMiniMock {
  prismQuery(path: string, search: string): string;
  exampleFor(input: {
    method: string;
    path: string;
    headers: Record<string, unknown>;
    requestJson: unknown;
  }): string | null;
  answer(input: { method: string; path: string; url: URL; key: string; json: Json; requestJson: unknown }): Json;
}
export function createDMiniMock(): DMiniMock;
