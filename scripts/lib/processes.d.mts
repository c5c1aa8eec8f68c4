export const root: string;
export function bin(name: string): string;
export function freePort(): Promise<number>;
export function startPrism(port: number, options?: { dynamic?: boolean }): Promise<string>;
export function stopAll(): Promise<void>;
export function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; headers?: Record<string, string> },
): Promise<number>;
export function run(command: string, args: string[], options?: { env?: Record<string, string> }): Promise<number>;
export function startMock(port: number, options?: { now?: string; moment?: string }): Promise<string>;
/** A benchmark reference page: `next build` of its folder, then the app's compile hints (ADR 0035). */
export function buildReference(dir: string): Promise<number>;
